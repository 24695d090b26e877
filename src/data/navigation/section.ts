import type { NavigationEntry } from '../pages';

/** A titled section of a navigation group, left out while it has no pages yet. */
export function section(pathname: string, subheader: string, children: readonly NavigationEntry[]): NavigationEntry[] {
  return children.length > 0 ? [{ pathname, subheader, children }] : [];
}

/** A nested group (Columns, Editing, ...), left out while it has no pages yet. */
export function group(pathname: string, title: string, children: readonly NavigationEntry[]): NavigationEntry[] {
  return children.length > 0 ? [{ pathname, title, children }] : [];
}
