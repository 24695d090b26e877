import type { NavigationEntry } from '../navigationEntry';

/** The badges a section itself can carry, as the entries of its pages do. */
export type SectionFlags = Pick<NavigationEntry, 'plan' | 'newFeature' | 'planned' | 'unstable'>;

/** A titled section of a navigation group, left out while it has no pages yet. */
export function section(
  pathname: string,
  subheader: string,
  children: readonly NavigationEntry[],
  flags: SectionFlags = {},
): NavigationEntry[] {
  return children.length > 0 ? [{ pathname, subheader, ...flags, children }] : [];
}

/** A nested group (Columns, Editing, ...), left out while it has no pages yet. */
export function group(pathname: string, title: string, children: readonly NavigationEntry[]): NavigationEntry[] {
  return children.length > 0 ? [{ pathname, title, children }] : [];
}
