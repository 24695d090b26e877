import { products, type ProductIdentifier } from '../data/versions';
import { getProductInfoFromPathname } from './routing';

const FAMILY_KEY = 'introduction';

/**
 * The product a page belongs to, for the navbar's product name and version menu.
 * Pages outside a product (introduction, migration, ...) get the family itself.
 */
export function getProductFromPathname(pathname: string): ProductIdentifier {
  const { productId } = getProductInfoFromPathname(pathname);
  const key = productId.replace(/^x-/, '');
  const family = products.find((product) => product.key === FAMILY_KEY);
  if (!family) {
    throw new Error('src/data/versions.ts must list the MUI X family itself (key "introduction").');
  }
  return products.find((product) => product.key === key) ?? family;
}
