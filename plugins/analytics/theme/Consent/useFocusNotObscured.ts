import { useEffect, type RefObject } from 'react';

/** Whether the focus came from the keyboard or from code, not from a pointer's press (which must not scroll). */
function isVisibleFocus(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}

/**
 * Keeps what has focus in sight above a panel fixed to the bottom of the window (WCAG 2.2 "Focus not obscured"): an
 * element focused from the keyboard or by code that the panel would cover, or that had focus when the panel appeared
 * (a shared demo's notice), is scrolled just above it. A focus from a pointer's press never scrolls: a scroll between
 * the press and the release would lose the click.
 */
export function useFocusNotObscured(panel: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const node = panel.current;
    if (!node) return undefined;
    const bringAbove = (focused: Element | null) => {
      if (!(focused instanceof HTMLElement) || focused === document.body || node.contains(focused)) return;
      const panelTop = node.getBoundingClientRect().top;
      const box = focused.getBoundingClientRect();
      if (box.bottom > panelTop && box.top < window.innerHeight) window.scrollBy({ top: box.bottom - panelTop + 16 });
    };
    bringAbove(document.activeElement);
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof Element && isVisibleFocus(event.target)) bringAbove(event.target);
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, [panel]);
}
