import { isCopyHoveredCodeShortcut } from './clipboard';

/** Marks a code block's Copy button, which the shortcut presses. */
export const COPY_BUTTON_ATTRIBUTE = 'data-copy-code';

/**
 * Ctrl+C (Cmd+C) with nothing selected presses the Copy button of the code block under the pointer: the shortcut
 * copies exactly what the button copies (the block's code, every line break kept) and the button says whether it
 * worked. The pointer is followed with `pointerover` rather than `:hover`, which some browsers keep stale after
 * scrolling. Returns the function that removes the listeners.
 */
export function installCopyHoveredCode(doc: Document, isMac: boolean): () => void {
  let hovered: Element | null = null;
  const onPointerOver = (event: Event) => {
    hovered = event.target instanceof Element ? event.target.closest('.theme-code-block') : null;
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (!hovered?.isConnected) return;
    if (!isCopyHoveredCodeShortcut(event, doc.getSelection()?.toString() ?? '', isMac)) return;
    const button = hovered.querySelector<HTMLButtonElement>(`button[${COPY_BUTTON_ATTRIBUTE}]`);
    if (!button) return;
    event.preventDefault();
    button.click();
  };
  doc.addEventListener('pointerover', onPointerOver);
  doc.addEventListener('keydown', onKeyDown);
  return () => {
    doc.removeEventListener('pointerover', onPointerOver);
    doc.removeEventListener('keydown', onKeyDown);
  };
}
