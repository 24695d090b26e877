import { products } from '../../../src/data/versions';

function versionsOf(key: string): string[] {
  return products.find((product) => product.key === key)?.versions.map((version) => version.text) ?? [];
}

describe('the product versions in src/data/versions.ts', () => {
  it('lists the versions of each product, current first', () => {
    expect(versionsOf('data-grid')).toEqual(['v8.0.0', 'v7', 'v6', 'v5', 'v4']);
    expect(versionsOf('date-pickers')).toEqual(['v8.0.0', 'v7', 'v6', 'v5']);
    expect(versionsOf('charts')).toEqual(['v8.0.0', 'v7', 'v6']);
    expect(versionsOf('tree-view')).toEqual(['v8.0.0', 'v7', 'v6']);
  });

  it('marks exactly one current version per product, linking to the product on this site', () => {
    for (const product of products) {
      const current = product.versions.filter((version) => version.current);
      expect(current).toHaveLength(1);
      expect(current[0]?.href).toBe(`${product.landingPath}/`);
    }
  });

  it('links older versions to their subdomains', () => {
    for (const product of products) {
      for (const version of product.versions.filter((entry) => !entry.current)) {
        expect(version.href).toMatch(/^https:\/\/v\d\.mui\.com\//);
      }
    }
    const grid = products.find((product) => product.key === 'data-grid');
    expect(grid?.versions.at(-1)?.href).toBe('https://v4.mui.com/components/data-grid/');
    expect(grid?.versions[1]?.href).toBe('https://v7.mui.com/x/react-data-grid/');
  });
});
