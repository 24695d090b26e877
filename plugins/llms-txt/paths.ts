/**
 * Where a docs page's Markdown export lives: the page URL without its trailing
 * slash, plus `.md` (`/x/react-data-grid/sorting/` → `/x/react-data-grid/sorting.md`,
 * a landing page `/x/react-data-grid/` → `/x/react-data-grid.md`).
 */
export function markdownUrlOf(permalink: string): string {
  const pathname = permalink.replace(/\/+$/, '');
  if (!pathname.startsWith('/') || pathname === '') {
    throw new Error(`llms-txt: cannot export "${permalink}" as Markdown; a docs page URL starts with "/" and is not the site root.`);
  }
  return `${pathname}.md`;
}

/** The same path without a trailing slash, as `src/data/pages.ts` writes pathnames. */
export function toTreePathname(permalink: string): string {
  return permalink.replace(/\/+$/, '') || '/';
}
