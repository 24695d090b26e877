/**
 * Turns the cached extraction into the pages the site renders: Markdown to
 * HTML, links resolved against this site, guide pages joined as demos.
 */
import type { GuidePage } from './demoUsage';
import type { ExtractedReference, RawDoc, RawPage, RawSelector } from './extract/types';
import { API_PRODUCTS, apiPagePath, apiProductPath, SELECTORS_SLUG, type ApiProductConfig } from './products';
import type { MarkdownRenderer } from './render/markdown';
import type { ApiMember, ApiPage, ApiProductIndex, ApiReference } from './types';
import { withCodeBreaks } from './typeBreaks';
import { withTrailingSlash } from '../../src/lib/routing';
import { API_HISTORY, historyKey, type MemberHistory, type PageHistory } from './apiHistory';
import { withMemberPlans } from './memberPlans';

/** The `since` of a history entry, as a field to spread (nothing when it has none). */
function sinceOf(entry: MemberHistory | undefined): { since?: string } {
  return entry?.since === undefined ? {} : { since: entry.since };
}

const MUI_ORIGIN = /^https:\/\/mui\.com(?=\/)/;

export interface ComposeOptions {
  guidePages: readonly GuidePage[];
  render: MarkdownRenderer;
  products?: readonly ApiProductConfig[];
  /** By page (`data-grid/data-grid-pro`): the committed history unless given. */
  history?: Readonly<Record<string, PageHistory>>;
}

/** Renders a description and, when deprecated, the reason. */
function renderDoc(doc: RawDoc, render: MarkdownRenderer): { descriptionHtml: string; deprecatedHtml?: string } {
  return {
    descriptionHtml: render(doc.description),
    ...(doc.deprecated !== undefined && { deprecatedHtml: render(doc.deprecated) }),
  };
}

function composePage(page: RawPage, guidePages: readonly GuidePage[], render: MarkdownRenderer, history: PageHistory = {}): ApiPage {
  const members: ApiMember[] = page.members.map(({ description, deprecated, ...member }) => {
    const past = history.props?.[member.name];
    return {
      ...member,
      ...(member.defaultValue?.includes('`') && { defaultHtml: withCodeBreaks(render(member.defaultValue)) }),
      ...renderDoc({ description, deprecated }, render),
      ...sinceOf(past),
      ...(deprecated !== undefined && past?.deprecatedSince !== undefined && { deprecatedSince: past.deprecatedSince }),
    };
  });
  return {
    kind: page.kind,
    name: page.name,
    product: page.product,
    slug: page.slug,
    path: apiPagePath(page.product, page.slug),
    plan: page.plan,
    ...renderDoc(page.doc, render),
    ...sinceOf(history),
    imports: page.imports,
    members,
    slots: page.slots.map(({ description, ...slot }) => ({
      ...slot,
      descriptionHtml: render(description),
      ...sinceOf(history.slots?.[slot.name]),
    })),
    classes: page.classes.map(({ description, ...cssClass }) => ({
      ...cssClass,
      descriptionHtml: render(description),
      ...sinceOf(history.classes?.[cssClass.key]),
    })),
    inheritance: page.inheritance,
    demos: guidePages.filter((guide) => guide.importedNames.includes(page.name)).map(({ title, path }) => ({ title, path })),
  };
}

/** The product's selectors page, when its packages export documented selectors. */
function selectorsPage(product: ApiProductConfig, selectors: readonly RawSelector[], render: MarkdownRenderer): ApiPage[] {
  const own = selectors.filter((selector) => selector.product === product.id);
  if (own.length === 0 || !product.selectors) return [];
  return [
    {
      kind: 'selectors',
      name: 'Selectors',
      product: product.id,
      slug: SELECTORS_SLUG,
      path: apiPagePath(product.id, SELECTORS_SLUG),
      plan: 'community',
      descriptionHtml: '',
      imports: [],
      members: [],
      slots: [],
      classes: [],
      inheritance: [],
      demos: [],
      selectors: own.map(({ doc, product: _product, ...selector }) => ({ ...selector, ...renderDoc(doc, render) })),
      selectorUsage: { hook: product.selectors.hook, guide: product.selectors.guide },
    },
  ];
}

export function composeReference(
  extracted: ExtractedReference,
  { guidePages, render, products = API_PRODUCTS, history = API_HISTORY }: ComposeOptions,
): ApiReference {
  const pages = [
    ...withMemberPlans(extracted.pages.map((page) => composePage(page, guidePages, render, history[historyKey(page)]))),
    ...products.flatMap((product) => selectorsPage(product, extracted.selectors, render)),
  ];
  const productIndexes: ApiProductIndex[] = products.map((product) => ({
    product: product.id,
    path: apiProductPath(product.id),
    guidePath: product.guidePath,
    pages: pages
      .filter((page) => page.product === product.id)
      .map(({ kind, name, path, plan }) => ({ kind, name, path, plan }))
      .sort((a, b) => a.name.localeCompare(b.name, 'en')),
  }));
  return { versions: extracted.versions, products: productIndexes, pages };
}

/**
 * Maps exported names to their page (a selector to its row of the selectors page), for `{@link Name}` in descriptions
 * and for guide pages' API lists.
 */
export function apiPathsByName(extracted: ExtractedReference): Map<string, string> {
  const paths = new Map<string, string>();
  for (const page of extracted.pages) {
    if (!paths.has(page.name)) paths.set(page.name, apiPagePath(page.product, page.slug));
  }
  for (const selector of extracted.selectors) {
    if (!paths.has(selector.name)) paths.set(selector.name, `${apiPagePath(selector.product, SELECTORS_SLUG)}#${selector.name}`);
  }
  return paths;
}

/** The path on this site of a mui.com/x link (no fragment: this site's headings may differ), if the site has that page. */
export function localPathOf(url: string, exists: (pathname: string) => boolean): string | undefined {
  const pathname = url.replace(MUI_ORIGIN, '');
  if (!pathname.startsWith('/x/') || pathname.includes('#') || pathname.includes('?')) return undefined;
  const withSlash = withTrailingSlash(pathname);
  return exists(withSlash) ? withSlash : undefined;
}
