import { familyProduct, type Product } from '../data/products';
import { findProductOfPathname } from './routing';

/**
 * The product a page belongs to, for the navbar's product name and version menu.
 * Pages outside a product (introduction, migration, ...) get the family itself.
 */
export function getProductFromPathname(pathname: string): Product {
  return findProductOfPathname(pathname) ?? familyProduct;
}
