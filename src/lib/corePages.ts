/**
 * Legacy paths of the core library (Material UI) that readers still follow to
 * this site: the 404 page looks them up in src/data/pageTitles.ts and links to
 * the page on the core site.
 */
import { pathnameToLanguage, stripHashAndQuery } from './routing';

/** The first folders of the core library's pages in the bundled title list. */
export const CORE_PAGE_PREFIXES = ['/getting-started', '/components', '/system', '/customization', '/guides', '/discover-more'] as const;

export type CorePagePrefix = (typeof CORE_PAGE_PREFIXES)[number];

export interface CorePageLink {
  /** The page's path on the core site, without trailing slash: `/components/buttons`. */
  path: string;
  /** The title in the reader's language (from the path's prefix), English otherwise. */
  title: string;
  href: string;
}

interface Titles {
  en: string;
  zh: string;
}

/**
 * The core-library page a path points to, if the title list knows it. The path
 * may carry a `zh` prefix, a trailing slash, a query string or a hash.
 */
export function findCorePage(pathname: string, titles: Readonly<Record<string, Titles>>, coreDocsUrl: string): CorePageLink | null {
  const { userLanguage, canonicalPathname } = pathnameToLanguage(stripHashAndQuery(pathname));
  const path = canonicalPathname.replace(/\/+$/, '');
  const entry = Object.hasOwn(titles, path) ? titles[path] : undefined;
  if (!entry) {
    return null;
  }
  return {
    path,
    title: userLanguage === 'zh' ? entry.zh : entry.en,
    href: `${coreDocsUrl.replace(/\/+$/, '')}${path}/`,
  };
}
