import React, { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Renders a demo only in the browser, after hydration, as a transition: React
 * renders it in small slices, so a heavy component (a Data Grid) does not
 * block the main thread in one long task.
 */
export default function ClientOnlyDemo({ children }: { children: ReactNode }): ReactNode {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    startTransition(() => setMounted(true));
  }, []);
  // Until then the demo frame's min-height keeps the space.
  return mounted ? children : <div aria-busy="true" />;
}
