import React, { type ReactNode } from 'react';
import Demo from '@theme-original/Demo';
import type DemoType from '@theme/Demo';
import type { WrapperProps } from '@docusaurus/types';
import { useMountedAfterHydration } from '@site/src/lib/useMountedAfterHydration';

type Props = WrapperProps<typeof DemoType>;

/**
 * Wraps the demos plugin's Demo. A demo mounted after the page hydrated (the reader came by a link, not by loading
 * the page) runs its component the way the plugin runs a `clientOnly` one: once it comes within a screen of the
 * viewport, as a transition. The new page's text paints first, without waiting for every demo on the page to
 * render, and the demos follow as the reader nears them. A loaded page's demos hydrate from the server's markup as
 * before (`useMountedAfterHydration`).
 */
export default function DemoOnceNear(props: Props): ReactNode {
  const mountedAfterHydration = useMountedAfterHydration();
  return <Demo {...props} clientOnly={props.clientOnly === true || mountedAfterHydration} />;
}
