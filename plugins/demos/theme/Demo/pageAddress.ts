import { useCallback, useState, useSyncExternalStore } from 'react';
import { useHistory } from '@docusaurus/router';

/*
 * A demo reads its page's address from the router's history, not from its location: every reader of the location
 * renders again when a link is clicked, while Docusaurus keeps the old page on screen until the new one has loaded,
 * and a demo's toolbar is costly to render for nothing.
 */

/** The path of the page the demo is on, as it was when the demo mounted: a demo does not change pages. */
export function usePagePathname(): string {
  const history = useHistory();
  const [pathname] = useState(() => history.location.pathname);
  return pathname;
}

/**
 * The fragment of the address while the address is the demo's page, else ''. A demo renders again when the fragment
 * changes, not when the reader leaves for another page. The server has no fragment.
 */
export function usePageHash(): string {
  const history = useHistory();
  const pathname = usePagePathname();
  const subscribe = useCallback((onChange: () => void) => history.listen(onChange), [history]);
  return useSyncExternalStore(
    subscribe,
    () => (history.location.pathname === pathname ? history.location.hash : ''),
    () => '',
  );
}
