/**
 * Every route of the site is lower case with single slashes. A reader who types
 * `/X/INTRODUCTION/`, follows `/x//introduction/` or opens `/x/introduction/index.html` gets the page's address
 * instead of a "Page Not Found" or a page that hydrates against the wrong HTML:
 * the inline script below sends the browser to the canonical URL before any
 * script of the page runs.
 */

/**
 * `/X//Introduction/` → `/x/introduction/`, `/x/introduction/index.html` → `/x/introduction/` (the file a static host
 * serves for the folder, which the router knows only by the folder's address); the canonical path itself is returned
 * unchanged.
 */
export function canonicalPathname(pathname: string): string {
  return pathname
    .replace(/\/{2,}/g, '/')
    .toLowerCase()
    .replace(/\/index\.html$/, '/');
}

/** The inline script: one `location.replace` when the path is not canonical, keeping the query and the hash. */
export function canonicalPathScript(): string {
  return `(function () {
  var canonical = (${canonicalPathname.toString()})(location.pathname);
  if (canonical !== location.pathname) location.replace(canonical + location.search + location.hash);
})();`;
}
