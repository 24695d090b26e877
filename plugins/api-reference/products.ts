/**
 * The products of the registry (`src/data/products.ts`) that have an API reference, as the extractor and the
 * pages need them. The registry is pure data, so this plugin may read it; nothing in `src/data` reads the plugin.
 */
import { apiFolderPath, products, type ProductSelectors } from '../../src/data/products';
import type { ApiPlan, ApiProductId } from './types';

export interface ApiPackage {
  name: string;
  plan: ApiPlan;
}

export interface ApiProductConfig {
  id: ApiProductId;
  title: string;
  guidePath: string;
  /** Lowest plan first: a component gets its page under the first package that exports it. */
  packages: readonly ApiPackage[];
  /** Interfaces and types readers configure, documented field by field. */
  interfaces: readonly string[];
  /** The state selectors the product's packages export (`grid…Selector`), listed on its selectors page. */
  selectors?: ProductSelectors;
}

export const API_PRODUCTS: readonly ApiProductConfig[] = products.flatMap(({ apiReference, name, landingPath, packages }) =>
  apiReference
    ? [
        {
          id: apiReference.folder,
          title: name,
          guidePath: `${landingPath}/`,
          packages,
          interfaces: apiReference.interfaces,
          ...(apiReference.selectors !== undefined && { selectors: apiReference.selectors }),
        },
      ]
    : [],
);

export function apiProductPath(product: ApiProductId): string {
  return `${apiFolderPath(product)}/`;
}

/** The product's page of state selectors. */
export const SELECTORS_SLUG = 'selectors';

export function apiPagePath(product: ApiProductId, slug: string): string {
  return `${apiFolderPath(product)}/${slug}/`;
}
