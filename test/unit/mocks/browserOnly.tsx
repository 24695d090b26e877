import type { ReactNode } from 'react';

/** Component tests run "in the browser": BrowserOnly renders its children. */
export default function BrowserOnly({ children }: { children: () => ReactNode; fallback?: ReactNode }): ReactNode {
  return children();
}
