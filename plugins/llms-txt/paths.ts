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

/**
 * Where a locale's build writes the export, relative to its output folder: the Markdown URL without the locale's
 * base URL (`/zh/x/introduction/` with base `/zh/` → `/x/introduction.md` in `build/zh/`).
 */
export function exportFileOf(permalink: string, baseUrl: string): string {
  const markdownUrl = markdownUrlOf(permalink);
  return markdownUrl.startsWith(baseUrl) ? `/${markdownUrl.slice(baseUrl.length)}` : markdownUrl;
}

/** The same path without a trailing slash, as `src/data/pages.ts` writes pathnames. */
export function toTreePathname(permalink: string): string {
  return permalink.replace(/\/+$/, '') || '/';
}
