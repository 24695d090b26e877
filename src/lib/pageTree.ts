/**
 * Everything derived from the navigation tree of `src/data/pages.ts`:
 * validation, the active page of a route and its parents.
 */
import type { NavigationEntry } from '../data/pages';
import { toPageTreeLookupPath } from './routing';

const API_PATH = /^\/x\/api(\/|$)/;

export function isExternalEntry(entry: NavigationEntry): boolean {
  return /^https?:\/\//.test(entry.pathname);
}

export function isGroupEntry(entry: NavigationEntry): boolean {
  return entry.children !== undefined;
}

/** Every entry of the tree, depth first. */
export function flattenPages(entries: readonly NavigationEntry[]): NavigationEntry[] {
  return entries.flatMap((entry) => [entry, ...flattenPages(entry.children ?? [])]);
}

/**
 * Throws when two entries share a pathname: each page has one place in the
 * navigation. API pages are exempt, as one API page may be listed under
 * several products.
 */
export function assertUniquePathnames(entries: readonly NavigationEntry[]): void {
  const seen = new Set<string>();
  for (const { pathname } of flattenPages(entries)) {
    if (API_PATH.test(pathname)) {
      continue;
    }
    if (seen.has(pathname)) {
      throw new Error(
        `Duplicate pathname in the page tree: "${pathname}". Each entry of src/data/pages.ts needs its own pathname.`,
      );
    }
    seen.add(pathname);
  }
}

export interface ActivePage {
  page: NavigationEntry;
  /** From the top-level group down to the page's direct parent. */
  parents: NavigationEntry[];
}

/** The page a route shows and the groups above it, or null when it is not in the tree. */
export function findActivePage(
  entries: readonly NavigationEntry[],
  pathname: string,
): ActivePage | null {
  const target = toPageTreeLookupPath(pathname);
  const search = (list: readonly NavigationEntry[], parents: NavigationEntry[]): ActivePage | null => {
    for (const entry of list) {
      if (!isGroupEntry(entry) && toPageTreeLookupPath(entry.pathname) === target) {
        return { page: entry, parents };
      }
      const found = search(entry.children ?? [], [...parents, entry]);
      if (found) {
        return found;
      }
    }
    return null;
  };
  return search(entries, []);
}
