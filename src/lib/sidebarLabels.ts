/**
 * The label of each page in a sidebar as Docusaurus hands it to the theme (its labels already in the page's
 * language), by the page's address.
 */

/** What this reads of Docusaurus's sidebar items (`PropSidebarItem`). */
export interface LabelledSidebarItem {
  type: string;
  label?: string;
  href?: string;
  items?: readonly LabelledSidebarItem[];
}

export function sidebarLabelsByHref(items: readonly LabelledSidebarItem[], into = new Map<string, string>()): Map<string, string> {
  for (const item of items) {
    if (item.href !== undefined && item.label !== undefined && !into.has(item.href)) into.set(item.href, item.label);
    if (item.items) sidebarLabelsByHref(item.items, into);
  }
  return into;
}
