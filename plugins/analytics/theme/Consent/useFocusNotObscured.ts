import { useEffect, type RefObject } from 'react';

/**
 * Keeps what has focus in sight above a panel fixed to the bottom of the window (WCAG 2.2 "Focus not obscured"):
 * the page's scroll padding leaves room for the panel, so the browser stops above it when it scrolls a focused
 * element into view, and an element that already had focus when the panel appeared (a shared demo's notice) is
 * brought above it once. Nothing scrolls later on: a scroll between a pointer's press and release would lose the click.
 */
export function useFocusNotObscured(panel: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const node = panel.current;
    if (!node) return undefined;
    const root = document.documentElement;
    const leaveRoom = () => {
      root.style.scrollPaddingBottom = `${Math.max(0, window.innerHeight - node.getBoundingClientRect().top)}px`;
    };
    leaveRoom();
    const focused = document.activeElement;
    if (focused instanceof HTMLElement && focused !== document.body && !node.contains(focused)) {
      const box = focused.getBoundingClientRect();
      if (box.bottom > node.getBoundingClientRect().top && box.top < window.innerHeight) focused.scrollIntoView({ block: 'nearest' });
    }
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(leaveRoom) : null;
    observer?.observe(node);
    window.addEventListener('resize', leaveRoom);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', leaveRoom);
      root.style.scrollPaddingBottom = '';
    };
  }, [panel]);
}
