/**
 * Turns the navigation tree into the Docusaurus sidebar. Nobody writes a
 * sidebar by hand: `sidebars.ts` calls this with a resolver that finds the
 * docs file of each page.
 */
import type { NavigationEntry } from '../data/navigationEntry';
import { isApiPathname, isExternalEntry, isFileEntry } from './pageTree';

/** The subset of Docusaurus's sidebar item config the site produces. */
export type SidebarItem =
  | { type: 'link'; label: string; href: string; key?: string; className?: string; autoAddBaseUrl?: boolean }
  | { type: 'doc'; id: string; key: string; label?: string; className?: string; customProps?: SidebarBadgeProps }
  | {
      type: 'category';
      key: string;
      label: string;
      items: SidebarItem[];
      collapsible: boolean;
      collapsed: boolean;
      className?: string;
      customProps?: SidebarBadgeProps;
    };

/** What the sidebar shows next to an entry's label. */
export interface SidebarBadgeProps {
  plan?: NavigationEntry['plan'];
  newFeature?: boolean;
  planned?: boolean;
  unstable?: boolean;
  [key: string]: unknown;
}

/** Maps a page pathname (`/x/introduction/licensing`) to its docs id, or null when no file exists. */
export type DocIdResolver = (pathname: string) => string | null;

function badgeProps(entry: NavigationEntry): SidebarBadgeProps | undefined {
  const props: SidebarBadgeProps = {};
  if (entry.plan) props.plan = entry.plan;
  if (entry.newFeature) props.newFeature = true;
  if (entry.planned) props.planned = true;
  if (entry.unstable) props.unstable = true;
  return Object.keys(props).length > 0 ? props : undefined;
}

/**
 * The class of an entry that needs a higher plan: the plan lens's "hide" option hides it by CSS (src/css/custom.css),
 * so the sidebar is right in the server's HTML.
 */
export function planClassName(plan: NavigationEntry['plan']): string | undefined {
  return plan && `sidebar-plan-${plan}`;
}

function entryLabel(entry: NavigationEntry): string {
  const label = entry.title ?? entry.subheader;
  if (!label) {
    throw new Error(`The page tree entry "${entry.pathname}" needs a title or a subheader.`);
  }
  return label;
}

function toSidebarItem(entry: NavigationEntry, resolveDocId: DocIdResolver): SidebarItem {
  if (entry.children) {
    // A group or section can carry badges too (the Data Grid's "Components" section is new).
    const customProps = badgeProps(entry);
    const className = [entry.subheader !== undefined && 'sidebar-subheader', planClassName(entry.plan)].filter(Boolean).join(' ');
    return {
      type: 'category',
      // Labels repeat across products ("Overview", "Components"); the pathname keeps translation keys unique.
      key: entry.pathname,
      label: entryLabel(entry),
      items: entry.children.map((child) => toSidebarItem(child, resolveDocId)),
      // Groups start folded, and Docusaurus opens the ones holding the current page: a reader sees the pages of
      // the product at hand, and each page renders and hydrates a short sidebar. Subheaders always show their pages.
      collapsible: entry.subheader === undefined,
      collapsed: entry.subheader === undefined,
      ...(className && { className }),
      ...(customProps && { customProps }),
    };
  }
  if (isExternalEntry(entry)) {
    return { type: 'link', label: entryLabel(entry), href: entry.pathname, className: 'sidebar-external' };
  }
  if (isFileEntry(entry)) {
    // `pathname://` makes a plain link (no client-side route for a file), and the path is kept as written: the
    // Chinese site links to the English file, as readers' tools are English only.
    return { type: 'link', label: entryLabel(entry), href: `pathname://${entry.pathname}`, autoAddBaseUrl: false };
  }
  if (isApiPathname(entry.pathname)) {
    // Each product has an "API reference" link: the pathname keeps their translation keys unique.
    return { type: 'link', key: entry.pathname, label: entryLabel(entry), href: `${entry.pathname}/` };
  }
  const id = resolveDocId(entry.pathname);
  if (id === null) {
    throw new Error(
      `The page tree entry "${entry.pathname}" has no docs file. Add docs${entry.pathname.replace(/^\/x/, '')}.mdx ` +
        `(or .../index.mdx), or remove the entry from src/data/pages.ts.`,
    );
  }
  const customProps = badgeProps(entry);
  return {
    type: 'doc',
    id,
    key: entry.pathname,
    ...(entry.title !== undefined && { label: entry.title }),
    ...(entry.plan && { className: planClassName(entry.plan) }),
    ...(customProps && { customProps }),
  };
}

export function buildSidebar(entries: readonly NavigationEntry[], resolveDocId: DocIdResolver): SidebarItem[] {
  return entries.map((entry) => toSidebarItem(entry, resolveDocId));
}
