import { useEffect, type RefObject } from 'react';
import { isPressUnderWay } from './pressUnderWay';

/** Whether the browser would ring this focus: it does for the keyboard and code, not for a pointer's press on a button. */
function isVisibleFocus(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}

/**
 * Keeps what has focus in sight above a panel fixed to the bottom of the window (WCAG 2.2 "Focus not obscured"): an
 * element focused from the keyboard or by code that the panel would cover, or that had focus when the panel showed
 * (`shown`; a shared demo's notice), is scrolled just above it, unless it is being pressed then. A focus from a
 * pointer's press never scrolls: a scroll between the press and the release would lose the click, and the second click
 * of a double click. Text fields and code editors match `:focus-visible` even when clicked, so the last input (a
 * press or a key) decides, not the ring.
 */
export function useFocusNotObscured(panel: RefObject<HTMLElement | null>, shown: boolean): void {
  useEffect(() => {
    const node = panel.current;
    if (!node || !shown) return undefined;
    const bringAbove = (focused: Element | null) => {
      if (!(focused instanceof HTMLElement) || focused === document.body || node.contains(focused)) return;
      const panelBox = node.getBoundingClientRect();
      const box = focused.getBoundingClientRect();
      const covered = box.bottom > panelBox.top && box.top < window.innerHeight && box.right > panelBox.left && box.left < panelBox.right;
      if (covered) window.scrollBy({ top: box.bottom - panelBox.top + 16 });
    };
    if (!isPressUnderWay()) bringAbove(document.activeElement);
    let pressed = false;
    const onPointerDown = () => (pressed = true);
    const onKeyDown = () => (pressed = false);
    const onFocusIn = (event: FocusEvent) => {
      if (!pressed && event.target instanceof Element && isVisibleFocus(event.target)) bringAbove(event.target);
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown, true);
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [panel, shown]);
}
