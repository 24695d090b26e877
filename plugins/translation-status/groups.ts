import { componentProducts, type ComponentProductKey } from '@site/src/data/products';
import type { StatusPageRow } from './shared';

/** The pages of one product on the status page (`family` for the introduction, common concepts and migration). */
export interface ProductGroup {
  key: ComponentProductKey | 'family';
  rows: StatusPageRow[];
  translated: number;
}

/**
 * The status page's rows by product, in the registry's order, the family's pages last: a product is known by the
 * first segment of the page's path after the docs' base (`/zh/x/react-charts/bars/` is the Charts').
 */
export function groupByProduct(rows: StatusPageRow[], docsBase: string): ProductGroup[] {
  const groups: ProductGroup[] = [
    ...componentProducts.map(({ key }) => ({ key, rows: [], translated: 0 })),
    { key: 'family', rows: [], translated: 0 },
  ];
  for (const row of rows) {
    const segment = row.permalink.startsWith(docsBase) ? row.permalink.slice(docsBase.length).split('/')[0] : undefined;
    const product = componentProducts.find(({ routeSegment }) => routeSegment === segment);
    const group = groups.find(({ key }) => key === (product?.key ?? 'family'))!;
    group.rows.push(row);
    if (row.state === 'translated') group.translated += 1;
  }
  return groups.filter((group) => group.rows.length > 0);
}
