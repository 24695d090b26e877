/**
 * The navigation labels and page titles of the locale being built, as the docs plugin loaded them: its sidebar
 * with the labels of `i18n/<locale>/docusaurus-plugin-content-docs/current.json` applied, and its pages' titles
 * (a translated page's own title). The API pages show their product's navigation and the guides that demo each
 * component with these, so they read like the guides around them in every language.
 */
import type { LoadedContent } from '@docusaurus/plugin-content-docs';
import type { NavigationEntry } from '../../src/data/navigationEntry';
import { withTrailingSlash } from '../../src/lib/routing';

/** What the docs plugin's sidebar items carry that this reads (the keys are the page tree's pathnames). */
interface SidebarItemLabel {
  type: string;
  key?: string;
  label?: string;
  href?: string;
  items?: readonly SidebarItemLabel[];
}

export interface DocsNavigation {
  /** The label of each entry of the page tree, by its pathname, where it differs from the tree's own title. */
  labels: Record<string, string>;
  /** Each docs page's title, by its address without the locale's base URL (`/x/react-data-grid/sorting/`). */
  titles: Record<string, string>;
}

function collectLabels(items: readonly SidebarItemLabel[], into: Map<string, string>): void {
  for (const item of items) {
    const pathname = item.key ?? item.href?.replace(/^pathname:\/\//, '');
    if (pathname !== undefined && item.label !== undefined) into.set(pathname, item.label);
    if (item.items) collectLabels(item.items, into);
  }
}

function treeLabels(entries: readonly NavigationEntry[], into: Map<string, string | undefined>): void {
  for (const entry of entries) {
    into.set(entry.pathname, entry.title ?? entry.subheader);
    if (entry.children) treeLabels(entry.children, into);
  }
}

export function docsNavigationOf(
  docsContent: LoadedContent | undefined,
  tree: readonly NavigationEntry[],
  baseUrl: string,
): DocsNavigation {
  const version = docsContent?.loadedVersions[0];
  const sidebarLabels = new Map<string, string>();
  for (const sidebar of Object.values(version?.sidebars ?? {})) collectLabels(sidebar, sidebarLabels);
  const ownLabels = new Map<string, string | undefined>();
  treeLabels(tree, ownLabels);
  const labels: Record<string, string> = {};
  for (const [pathname, label] of sidebarLabels) {
    if (ownLabels.has(pathname) && ownLabels.get(pathname) !== label) labels[pathname] = label;
  }
  const localePrefix = baseUrl.replace(/\/$/, '');
  const titles: Record<string, string> = {};
  for (const doc of version?.docs ?? []) {
    const path = doc.permalink.startsWith(`${localePrefix}/`) ? doc.permalink.slice(localePrefix.length) : doc.permalink;
    // The docs plugin's permalinks have no trailing slash; the site's addresses (and the guides' paths) do.
    titles[withTrailingSlash(path)] = doc.title;
  }
  return { labels, titles };
}
