import type { NavigationEntry } from '../navigationEntry';
import { apiFolderPath, type Product } from '../products';

/** A product's group of the navigation: its overview, its pages, then its API reference when it has one. */
export function productGroup(product: Product, pages: readonly NavigationEntry[]): NavigationEntry {
  const apiEntries = product.apiReference ? [{ pathname: apiFolderPath(product.apiReference.folder), title: 'API reference' }] : [];
  return {
    pathname: `${product.landingPath}-group`,
    title: product.navigationTitle ?? product.name,
    children: [{ pathname: product.landingPath, title: 'Overview' }, ...pages, ...apiEntries],
  };
}
