import { useEffect, type RefObject } from 'react';

/** Whether the browser would ring this focus: it does for the keyboard and code, not for a pointer's press on a button. */
function isVisibleFocus(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}

/** Whether the reader is pressing something: a button held down, a finger on the screen. */
function isPressUnderWay(): boolean {
  try {
    return document.querySelector(':active') !== null;
  } catch {
    return false;
  }
}

/**
 * Keeps what has focus in sight above a panel fixed to the bottom of the window (WCAG 2.2 "Focus not obscured"): an
 * element focused from the keyboard or by code that the panel would cover, or that had focus when the panel appeared
 * (a shared demo's notice), is scrolled just above it; if the reader is pressing something as the panel appears, once
 * the press is over. A focus from a pointer's press never scrolls: a scroll between the press and the release would
 * lose the click, and the second click of a double click. Text fields and code editors match `:focus-visible` even
 * when clicked, so the last input (a press or a key) decides, not the ring.
 */
export function useFocusNotObscured(panel: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const node = panel.current;
    if (!node) return undefined;
    const bringAbove = (focused: Element | null) => {
      if (!(focused instanceof HTMLElement) || focused === document.body || node.contains(focused)) return;
      const panelBox = node.getBoundingClientRect();
      const box = focused.getBoundingClientRect();
      const covered = box.bottom > panelBox.top && box.top < window.innerHeight && box.right > panelBox.left && box.left < panelBox.right;
      if (covered) window.scrollBy({ top: box.bottom - panelBox.top + 16 });
    };
    // A press under way as the panel appears (the reader holding a button down): moving the page now would take the
    // button from under the pointer and lose the click. The focus is looked at once the press and its click are over,
    // as a new focus is.
    let afterClick: ReturnType<typeof setTimeout> | undefined;
    const afterPress = () => {
      document.removeEventListener('pointerup', afterPress, true);
      document.removeEventListener('pointercancel', afterPress, true);
      afterClick = setTimeout(() => {
        const focused = document.activeElement;
        if (focused && isVisibleFocus(focused)) bringAbove(focused);
      });
    };
    if (isPressUnderWay()) {
      document.addEventListener('pointerup', afterPress, true);
      document.addEventListener('pointercancel', afterPress, true);
    } else {
      bringAbove(document.activeElement);
    }
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
      clearTimeout(afterClick);
      document.removeEventListener('pointerup', afterPress, true);
      document.removeEventListener('pointercancel', afterPress, true);
      document.removeEventListener('pointerdown', onPointerDown, true);
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [panel]);
}
