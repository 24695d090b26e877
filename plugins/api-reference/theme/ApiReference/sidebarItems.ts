/**
 * The sidebar of the API pages: the product's own navigation (from
 * `src/data/pages.ts`), with its "API reference" entry opened into the
 * product's components and interfaces.
 */
import type { PropSidebarItem } from '@docusaurus/plugin-content-docs';
import type { NavigationEntry } from '@site/src/data/navigationEntry';
import { flattenPages, isExternalEntry } from '@site/src/lib/pageTree';
import { planClassName } from '@site/src/lib/sidebar';
import { withTrailingSlash } from '@site/src/lib/routing';
import { createTranslator, FALLBACK_LANGUAGE, uiDictionaries, type Translate, type TranslationKey } from '@theme/Translations';
import type { ApiPageKind, ApiPageSummary, ApiProductIndex } from '../../types';
import '@x-docs/ui-messages/apiReference';

const KIND_TITLES: Record<ApiPageKind, TranslationKey> = {
  component: 'apiReference.index.components',
  interface: 'apiReference.index.interfaces',
  selectors: 'apiReference.index.selectors',
};

const english = createTranslator<TranslationKey>({ dictionaries: uiDictionaries, userLanguage: FALLBACK_LANGUAGE });

/** A Pro or Premium page's badge and the class the plan lens hides (as the guides' entries have). */
function planProps({ plan }: ApiPageSummary): Pick<PropSidebarItem, 'className' | 'customProps'> {
  return plan === 'community' ? {} : { className: planClassName(plan), customProps: { plan } };
}

function apiCategory(label: string, index: ApiProductIndex, t: Translate<TranslationKey>): PropSidebarItem {
  const kinds = (['component', 'interface'] as const).filter((kind) => index.pages.some((page) => page.kind === kind));
  return {
    type: 'category',
    label,
    href: index.path,
    collapsed: false,
    collapsible: true,
    items: [
      ...kinds.map((kind): PropSidebarItem => ({
        type: 'category',
        label: t(KIND_TITLES[kind]),
        // Opened by Docusaurus when it holds the current page; the product index lists both kinds anyway.
        collapsed: true,
        collapsible: true,
        items: index.pages
          .filter((page: ApiPageSummary) => page.kind === kind)
          .map((page) => ({ type: 'link', label: page.name, href: page.path, ...planProps(page) })),
      })),
      // The one page of selectors is a link of its own, after the lists.
      ...index.pages
        .filter((page) => page.kind === 'selectors')
        .map((page): PropSidebarItem => ({ type: 'link', label: t(KIND_TITLES.selectors), href: page.path })),
    ],
  };
}

/** The entry's label in the page's language: the docs sidebar's, which the plugin put in the product's index. */
function labelOf(entry: NavigationEntry, index: ApiProductIndex): string {
  return index.navigationLabels?.[entry.pathname] ?? entry.title ?? entry.subheader ?? entry.pathname;
}

function toItem(entry: NavigationEntry, index: ApiProductIndex, t: Translate<TranslationKey>): PropSidebarItem {
  const label = labelOf(entry, index);
  if (entry.children) {
    return {
      type: 'category',
      label,
      // As in the guides' sidebar (src/lib/sidebar.ts): groups start folded, subheaders show their pages.
      collapsed: entry.subheader === undefined,
      collapsible: entry.subheader === undefined,
      items: entry.children.map((child) => toItem(child, index, t)),
      ...(entry.subheader !== undefined && { className: 'sidebar-subheader' }),
    };
  }
  if (withTrailingSlash(entry.pathname) === index.path) {
    return apiCategory(label, index, t);
  }
  const flags = { plan: entry.plan, newFeature: entry.newFeature, planned: entry.planned, unstable: entry.unstable };
  const badgeProps = Object.fromEntries(Object.entries(flags).filter(([, value]) => value !== undefined && value !== false));
  const badges = Object.keys(badgeProps).length > 0 ? { customProps: badgeProps } : {};
  return isExternalEntry(entry)
    ? { type: 'link', label, href: entry.pathname, className: 'sidebar-external' }
    : {
        type: 'link',
        label,
        href: withTrailingSlash(entry.pathname),
        ...badges,
        ...(entry.plan && { className: planClassName(entry.plan) }),
      };
}

/** The product's group of the navigation tree: the top-level entry that holds its guide landing page. */
export function productGroupOf(pages: readonly NavigationEntry[], guidePath: string): NavigationEntry | undefined {
  return pages.find((group) => flattenPages(group.children ?? []).some((entry) => withTrailingSlash(entry.pathname) === guidePath));
}

/** The API pages' sidebar; `t` gives the API groups' labels in the reader's language (English by default). */
export function apiSidebarItems(
  pages: readonly NavigationEntry[],
  index: ApiProductIndex,
  t: Translate<TranslationKey> = english,
): PropSidebarItem[] {
  const group = productGroupOf(pages, index.guidePath);
  const items = (group?.children ?? []).map((entry) => toItem(entry, index, t));
  const hasApiEntry = flattenPages(group?.children ?? []).some((entry) => withTrailingSlash(entry.pathname) === index.path);
  return hasApiEntry ? items : [...items, apiCategory(t('apiReference.sidebar.apiReference'), index, t)];
}

/** Docusaurus's breadcrumbs end on a doc's link only (one with a `docId`): each API page's link stands for its page. */
function asPageLinks(items: readonly PropSidebarItem[], index: ApiProductIndex): PropSidebarItem[] {
  return items.map((item) => {
    if (item.type === 'category') return { ...item, items: asPageLinks(item.items, index) };
    if (item.type === 'link' && item.href.startsWith(index.path)) return { ...item, docId: item.href };
    return item;
  });
}

/**
 * The API pages' sidebar inside its product, as the guides' one sidebar holds each product: what the breadcrumbs
 * walk, so an API page reads "Data Grid › API reference › Components › DataGrid" like a guide.
 */
export function apiBreadcrumbItems(pages: readonly NavigationEntry[], index: ApiProductIndex, items: PropSidebarItem[]): PropSidebarItem[] {
  const group = productGroupOf(pages, index.guidePath);
  const label = group && labelOf(group, index);
  const pageLinks = asPageLinks(items, index);
  return label ? [{ type: 'category', label, collapsed: false, collapsible: false, items: pageLinks }] : pageLinks;
}

/**
 * The items with every address as the browser sees it, under the site's base URL (`/zh/x/api/…` on the Chinese site):
 * Docusaurus finds the sidebar's current item and the breadcrumbs by comparing hrefs with the page's path, while its
 * links add the base URL themselves.
 */
export function withBaseUrlHrefs(items: readonly PropSidebarItem[], withBaseUrl: (url: string) => string): PropSidebarItem[] {
  return items.map((item) => {
    if (item.type === 'category') {
      return {
        ...item,
        ...(item.href !== undefined && { href: withBaseUrl(item.href) }),
        items: withBaseUrlHrefs(item.items, withBaseUrl),
      };
    }
    if (item.type === 'link') {
      return { ...item, href: withBaseUrl(item.href), ...(item.docId !== undefined && { docId: withBaseUrl(item.docId) }) };
    }
    return item;
  });
}
