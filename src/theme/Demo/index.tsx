import React, { useState, type ReactNode } from 'react';
import Demo from '@theme-original/Demo';
import type DemoType from '@theme/Demo';
import type { WrapperProps } from '@docusaurus/types';
import useIsBrowser from '@docusaurus/useIsBrowser';

type Props = WrapperProps<typeof DemoType>;

/**
 * Wraps the demos plugin's Demo. A demo mounted after the page hydrated (the reader came by a link, not by loading
 * the page) runs its component the way the plugin runs a `clientOnly` one: once it comes within a screen of the
 * viewport, as a transition. The new page's text paints first, without waiting for every demo on the page to
 * render, and the demos follow as the reader nears them. A loaded page's demos hydrate from the server's markup as
 * before (`useIsBrowser` is false while the page hydrates).
 */
export default function DemoOnceNear(props: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const [mountedAfterHydration] = useState(isBrowser);
  return <Demo {...props} clientOnly={props.clientOnly === true || mountedAfterHydration} />;
}
