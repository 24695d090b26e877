/**
 * The routing rules of the site, as pure functions of a pathname.
 * Locale prefixes, product detection and the special routes all live here.
 */
import { productWithApiFolder, productWithRouteSegment, type Product } from '../data/products';

/** Languages whose two-letter prefix is recognised in a path. English, the default, has none. */
const LANGUAGES_WITH_PREFIX = ['en', 'zh'] as const;
const DEFAULT_LANGUAGE = 'en';

export type PrefixLanguage = (typeof LANGUAGES_WITH_PREFIX)[number];

export interface PathnameLanguage {
  userLanguage: PrefixLanguage;
  /** The path without its language prefix, as English readers see it. */
  canonicalPathname: string;
}

function isPrefixLanguage(segment: string): segment is PrefixLanguage {
  return (LANGUAGES_WITH_PREFIX as readonly string[]).includes(segment);
}

/** Splits `/zh/x/introduction/` into `zh` and `/x/introduction/`. English has no prefix. */
export function pathnameToLanguage(pathname: string): PathnameLanguage {
  const match = /^\/([a-z]{2})(\/|$)/.exec(pathname);
  const prefix = match?.[1];
  if (prefix && prefix !== DEFAULT_LANGUAGE && isPrefixLanguage(prefix)) {
    return { userLanguage: prefix, canonicalPathname: pathname.slice(prefix.length + 1) || '/' };
  }
  return { userLanguage: DEFAULT_LANGUAGE, canonicalPathname: pathname };
}

/** The path as the site's routes are written, with a trailing slash: `/x/api/charts` → `/x/api/charts/`. */
export function withTrailingSlash(pathname: string): string {
  return pathname.endsWith('/') ? pathname : `${pathname}/`;
}

/** Drops the hash and query string, keeping only the path. */
export function stripHashAndQuery(url: string): string {
  return url.replace(/[?#].*$/, '');
}

/** A URL fragment as text, without its `#`. A malformed escape (`#100%`) is kept as written instead of throwing. */
export function decodeFragment(hash: string): string {
  const fragment = hash.startsWith('#') ? hash.slice(1) : hash;
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment;
  }
}

export type ProductCategoryId = 'core' | 'x' | 'toolpad' | 'docs' | 'docs-infra' | 'null';

export interface ProductInfo {
  productId: string;
  productCategoryId: ProductCategoryId;
}

const NO_PRODUCT: ProductInfo = { productId: 'null', productCategoryId: 'null' };

const CORE_FIRST_FOLDERS: Record<string, string> = {
  'material-ui': 'material-ui',
  system: 'system',
  joy: 'joy-ui',
  'joy-ui': 'joy-ui',
  base: 'base-ui',
  'base-ui': 'base-ui',
};

/** The first folders of a language-less path: `/x/api/charts/bar-chart/` → `['x', 'api', 'charts']`. */
function firstFolders(pathname: string): [string, string, string] {
  const { canonicalPathname } = pathnameToLanguage(stripHashAndQuery(pathname));
  const [first = '', second = '', third = ''] = canonicalPathname.split('/').filter(Boolean);
  return [first, second, third];
}

/** The registry's product of a page under `/x/`: by its docs folder, or by its API folder for `/x/api/` pages. */
export function findProductOfPathname(pathname: string): Product | undefined {
  const [first, second, third] = firstFolders(pathname);
  if (first !== 'x') return undefined;
  return second === 'api' ? productWithApiFolder(third) : productWithRouteSegment(second);
}

/** MUI's id of an MUI X product from its docs folder (`react-data-grid` → `x-data-grid`), `null` for other folders. */
function xProductIdOf(folder: string): string {
  const name = /^react-(.+)$/.exec(folder)?.[1];
  return name ? `x-${name}` : 'null';
}

/**
 * The product and product category of a page, from the first folders of its
 * language-less path (the keys analytics reports).
 */
export function getProductInfoFromPathname(pathname: string): ProductInfo {
  const [first, second, third] = firstFolders(pathname);

  if (first === 'experiments' && second === 'docs') {
    return { productId: 'docs-infra', productCategoryId: 'docs-infra' };
  }
  const coreProduct = CORE_FIRST_FOLDERS[first];
  if (coreProduct) {
    return { productId: coreProduct, productCategoryId: 'core' };
  }
  if (first === 'x') {
    // An API page reports the product of its folder; any other react-* folder reports MUI's id for it, known here or not.
    const folder = second === 'api' ? (productWithApiFolder(third)?.routeSegment ?? '') : second;
    return { productId: xProductIdOf(folder), productCategoryId: 'x' };
  }
  if (first === 'toolpad') {
    return {
      productId: second === 'studio' ? 'toolpad-studio' : 'toolpad-core',
      productCategoryId: 'toolpad',
    };
  }
  if (first === 'docs' || first === 'versions' || first === 'production-error') {
    return { productId: 'docs', productCategoryId: 'docs' };
  }
  return NO_PRODUCT;
}

/** `/playground` routes render without the site's theme wrapper. */
export function isPlaygroundRoute(pathname: string): boolean {
  return /^\/playground(\/|$)/.test(pathnameToLanguage(pathname).canonicalPathname);
}
