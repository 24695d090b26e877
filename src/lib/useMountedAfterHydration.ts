import { useState } from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';

/**
 * Whether this component first rendered after the page hydrated (it came with a link's page, or later), as opposed
 * to hydrating from the server's markup. Fixed at the first render: a hydrated component keeps hydration's answer.
 */
export function useMountedAfterHydration(): boolean {
  const isBrowser = useIsBrowser();
  const [mountedAfterHydration] = useState(isBrowser);
  return mountedAfterHydration;
}
