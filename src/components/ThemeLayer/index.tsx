import React, { type ReactNode } from 'react';
import SiteThemeProvider from './SiteThemeProvider';

/** The MUI theme around the page. */
export default function ThemeLayer({ children }: { children: ReactNode }): ReactNode {
  return <SiteThemeProvider>{children}</SiteThemeProvider>;
}
