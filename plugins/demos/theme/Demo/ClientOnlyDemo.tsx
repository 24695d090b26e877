import React, { startTransition, useEffect, useState, type ReactNode } from 'react';
import { useNearViewport } from '@site/src/lib/useNearViewport';

/**
 * Renders a demo only in the browser, once it comes within a screen of the viewport, as a
 * transition: React renders it in small slices, so a heavy component (a Data Grid) does not block
 * the main thread in one long task, and a page with fifteen grids mounts the two the reader sees.
 */
export default function ClientOnlyDemo({ children }: { children: ReactNode }): ReactNode {
  const [placeholder, near] = useNearViewport<HTMLDivElement>();
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    if (near) startTransition(() => setMounted(true));
  }, [near]);
  // Until then the demo frame's min-height keeps the space.
  return mounted ? children : <div ref={placeholder} aria-busy="true" />;
}
