import React, { Suspense, lazy, type ReactNode } from 'react';

// MUI's theme code is a chunk of its own: the browser fetches it alongside the
// page instead of inside the main bundle, so text pages paint sooner. During
// hydration React keeps the server HTML until the chunk arrives.
const SiteThemeProvider = lazy(() => import('./SiteThemeProvider'));

/** The MUI theme around the page. */
export default function ThemeLayer({ children }: { children: ReactNode }): ReactNode {
  return (
    <Suspense fallback={null}>
      <SiteThemeProvider>{children}</SiteThemeProvider>
    </Suspense>
  );
}
