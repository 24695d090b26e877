import { useState } from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

/**
 * The markup the server rendered inside the element with this id, read once
 * while the page hydrates (Docusaurus's `useIsBrowser` is still false then);
 * null on the server, in later renders of a new element, and when the page was
 * not server-rendered. Rendering it back as the element's inner HTML lets the
 * element hydrate without the code that produced it.
 */
export function useServerMarkup(id: string): string | null {
  const isBrowser = useIsBrowser();
  const hydrating = ExecutionEnvironment.canUseDOM && !isBrowser;
  const [markup] = useState(() => (hydrating ? (document.getElementById(id)?.innerHTML ?? null) : null));
  return markup;
}
