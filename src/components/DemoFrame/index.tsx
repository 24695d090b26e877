import React, { type ReactNode } from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';

interface Props {
  children: ReactNode;
  /** Height reserved before the demo renders, so the page does not shift. */
  minHeight: number;
  /** Render only in the browser, for components that cannot render on the server. */
  clientOnly?: boolean;
}

/** The framed area a live example renders in. */
export default function DemoFrame({ children, minHeight, clientOnly = false }: Props): ReactNode {
  return (
    <div className="demo-frame" style={{ minHeight }}>
      {clientOnly ? (
        <BrowserOnly fallback={<div style={{ height: minHeight - 48 }} aria-busy="true" />}>{() => children}</BrowserOnly>
      ) : (
        children
      )}
    </div>
  );
}
