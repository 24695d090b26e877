/**
 * Which routes are prefetched ahead of a click: the page's previous and next pages (the docs paginator), once the
 * reader has reached them at the end of the page, the most likely next step. Any other link (the sidebar, the
 * navbar, links in the text, an API page's list of demos) is loaded when the reader points at it or touches it,
 * which Docusaurus does on its own (`preload` on hover and touch start); a page chunk is a few kilobytes, loaded in
 * the moment before the click lands. Prefetching every link in view instead downloaded a third of the page's own
 * weight again on pages whose sidebar or text lists dozens of pages.
 */
export const PAGINATOR_LINKS = 'nav.pagination-nav a[href]';

function inViewport(element: Element): boolean {
  const { top, bottom } = element.getBoundingClientRect();
  return bottom > 0 && top < window.innerHeight;
}

/** Whether a link of the paginator in view goes to `routePath`. */
export function onReadingPath(routePath: string, root: ParentNode = document): boolean {
  return [...root.querySelectorAll<HTMLAnchorElement>(PAGINATOR_LINKS)].some(
    (link) => link.getAttribute('href') === routePath && inViewport(link),
  );
}
