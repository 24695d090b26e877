/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { componentProducts, familyProduct, FAMILY_KEY, products, type Plan, type Product } from '../products';

const siteDir = path.join(__dirname, '../../..');
const PLAN_ORDER: readonly Plan[] = ['community', 'pro', 'premium'];

function versionsOf(key: string): string[] {
  return products.find((product) => product.key === key)?.versions.map((version) => version.text) ?? [];
}

function duplicates(values: readonly string[]): string[] {
  return values.filter((value, index) => values.indexOf(value) !== index);
}

const withApiReference = products.filter((product): product is Product & Required<Pick<Product, 'apiReference'>> => !!product.apiReference);

describe('the product registry in src/data/products.ts', () => {
  it('gives each product its own key, route segment, landing path and API folder', () => {
    expect(duplicates(products.map((product) => product.key))).toEqual([]);
    expect(duplicates(products.map((product) => product.routeSegment))).toEqual([]);
    expect(duplicates(products.map((product) => product.landingPath))).toEqual([]);
    expect(duplicates(withApiReference.map((product) => product.apiReference.folder))).toEqual([]);
  });

  it('lists the family itself once, apart from the component products', () => {
    expect(familyProduct.key).toBe(FAMILY_KEY);
    expect(products.filter((product) => product.key === FAMILY_KEY)).toHaveLength(1);
    expect(componentProducts.map((product) => product.name)).toEqual(['Data Grid', 'Date and Time Pickers', 'Charts', 'Tree View']);
  });

  it.each(products.map((product) => [product.key, product] as const))(
    'starts the landing path of %s with its route segment, at a docs page that exists',
    (_key, product) => {
      expect(`${product.landingPath}/`.startsWith(`/x/${product.routeSegment}/`)).toBe(true);
      expect(product.landingPath).not.toMatch(/\/$/);
      const relative = product.landingPath.replace(/^\/x\//, '');
      const candidates = [`${relative}.mdx`, `${relative}/index.mdx`].map((file) => path.join(siteDir, 'docs', file));
      expect(candidates.some((file) => fs.existsSync(file))).toBe(true);
    },
  );

  it('lists the versions of each product, current first', () => {
    expect(versionsOf('data-grid')).toEqual(['v8.29.3', 'v7', 'v6', 'v5', 'v4']);
    expect(versionsOf('date-pickers')).toEqual(['v8.29.3', 'v7', 'v6', 'v5']);
    expect(versionsOf('charts')).toEqual(['v8.29.3', 'v7', 'v6']);
    expect(versionsOf('tree-view')).toEqual(['v8.29.3', 'v7', 'v6']);
    expect(versionsOf('introduction')).toEqual(['v8.29.3', 'v7', 'v6', 'v5']);
  });

  it('marks only the first version current, linking to the product on this site', () => {
    for (const product of products) {
      const [first, ...older] = product.versions;
      expect(first).toEqual({ text: expect.stringMatching(/^v\d+\.\d+\.\d+$/), href: `${product.landingPath}/`, current: true });
      expect(older.filter((version) => version.current)).toEqual([]);
    }
  });

  it('links each older version to the subdomain of its major version, newest first', () => {
    for (const product of products) {
      const older = product.versions.slice(1);
      for (const version of older) {
        expect(version.href).toMatch(new RegExp(`^https://${version.text}\\.mui\\.com/`));
      }
      const majors = older.map((version) => Number(version.text.slice(1)));
      expect(majors).toEqual([...majors].sort((a, b) => b - a));
    }
    const grid = products.find((product) => product.key === 'data-grid');
    expect(grid?.versions.at(-1)?.href).toBe('https://v4.mui.com/components/data-grid/');
    expect(grid?.versions[1]?.href).toBe('https://v7.mui.com/x/react-data-grid/');
  });

  it('documents the API of the four component products, not of the family', () => {
    expect(withApiReference.map((product) => product.apiReference.folder)).toEqual(['data-grid', 'date-pickers', 'charts', 'tree-view']);
    expect(familyProduct.apiReference).toBeUndefined();
  });

  it.each(withApiReference.map((product) => [product.key, product] as const))(
    'lists the packages of %s lowest plan first, the first one free, each installed',
    (_key, product) => {
      const plans = product.packages.map((entry) => PLAN_ORDER.indexOf(entry.plan));
      expect(plans[0]).toBe(0);
      expect(plans).toEqual([...plans].sort((a, b) => a - b));
      for (const { name } of product.packages) {
        expect(name).toMatch(/^@mui\/x-/);
        expect(fs.existsSync(path.join(siteDir, 'node_modules', name, 'package.json'))).toBe(true);
      }
    },
  );
});
