import { useEffect, type RefObject } from 'react';

/**
 * Keeps what has focus in sight above a panel fixed to the bottom of the window (WCAG 2.2 "Focus not obscured"):
 * the page's scroll padding leaves room for the panel, so focusing or scrolling an element into view stops above it,
 * and an element that already had focus when the panel appeared (a shared demo's notice) is brought above it.
 */
export function useFocusNotObscured(panel: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const node = panel.current;
    if (!node) return undefined;
    const root = document.documentElement;
    const update = () => {
      const panelTop = node.getBoundingClientRect().top;
      root.style.scrollPaddingBottom = `${Math.max(0, window.innerHeight - panelTop)}px`;
      const focused = document.activeElement;
      if (!(focused instanceof HTMLElement) || focused === document.body || node.contains(focused)) return;
      const box = focused.getBoundingClientRect();
      if (box.bottom > panelTop && box.top < window.innerHeight) focused.scrollIntoView({ block: 'nearest' });
    };
    update();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : null;
    observer?.observe(node);
    window.addEventListener('resize', update);
    document.addEventListener('focusin', update);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', update);
      document.removeEventListener('focusin', update);
      root.style.scrollPaddingBottom = '';
    };
  }, [panel]);
}
