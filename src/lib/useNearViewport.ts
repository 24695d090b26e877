import { useEffect, useRef, useState, type RefObject } from 'react';

/** How far ahead of the viewport an element counts as near: one screen, so what it loads is ready when seen. */
const AHEAD = '100% 0px';

/**
 * Whether the element has come within a screen of the viewport (it stays true from then on). Without
 * IntersectionObserver it is from the next frame.
 */
export function useNearViewport<T extends Element>(): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    if (typeof IntersectionObserver !== 'function') {
      const frame = requestAnimationFrame(() => setNear(true));
      return () => cancelAnimationFrame(frame);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return [ref, near];
}
