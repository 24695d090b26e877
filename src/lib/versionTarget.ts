/**
 * Where the version menu sends a reader who picks an older major: the same page on that version's site when it had
 * one (under its former name if it was renamed since), otherwise the version's start, which the menu says before the
 * click. The page lists come from `src/data/versions/olderRoutes.json` (`scripts/version-routes.mjs` writes it).
 */
import olderRoutes from '../data/versions/olderRoutes.json';

export interface OlderVersionRoutes {
  pages: Readonly<Record<string, readonly string[]>>;
  formerNames: Readonly<Record<string, readonly string[]>>;
}

export type VersionTarget =
  | { kind: 'same-page'; href: string }
  | { kind: 'former-name'; href: string }
  /** The version had no page at this address: its start. */
  | { kind: 'not-in-version'; href: string }
  /** No page list for this version (an archive elsewhere): its start, nothing claimed. */
  | { kind: 'unmapped'; href: string };

/** `/zh/x/react-data-grid/sorting/` → `react-data-grid/sorting`; a path outside `/x/` has no key. */
function pageKey(pathname: string): string | null {
  const match = /^(?:\/[a-z]{2}(?:-[A-Za-z]+)?)?\/x(\/.*)?$/.exec(pathname);
  if (!match) return null;
  return (match[1] ?? '').replace(/^\/+|\/+$/g, '');
}

/** Each version's pages as a set, built once per route data rather than on every render of the menu. */
const pageSets = new WeakMap<OlderVersionRoutes, Map<number, ReadonlySet<string>>>();

function pagesOf(routes: OlderVersionRoutes, major: number): ReadonlySet<string> | undefined {
  let sets = pageSets.get(routes);
  if (!sets) {
    sets = new Map();
    pageSets.set(routes, sets);
  }
  const pages = routes.pages[String(major)];
  if (pages && !sets.has(major)) sets.set(major, new Set(pages));
  return sets.get(major);
}

/**
 * The link for `major` from the page at `pathname` (with its `hash`); `start` is that version's entry in the menu
 * (`https://v7.mui.com/x/react-data-grid/`), whose origin serves the version's pages under `/x/`.
 */
export function olderVersionTarget(
  pathname: string,
  hash: string,
  major: number | undefined,
  start: string,
  routes: OlderVersionRoutes = olderRoutes,
): VersionTarget {
  const pages = major === undefined ? undefined : pagesOf(routes, major);
  const key = pageKey(pathname);
  if (!pages || key === null) return { kind: 'unmapped', href: start };
  const at = (page: string) => `${new URL(start).origin}/x/${page}${page ? '/' : ''}${hash}`;
  if (pages.has(key)) return { kind: 'same-page', href: at(key) };
  const former = (routes.formerNames[key] ?? []).find((name) => pages.has(name));
  if (former !== undefined) return { kind: 'former-name', href: at(former) };
  return { kind: 'not-in-version', href: start };
}
