import { resolvePagePath } from '../pagePath';

const englishPages = new Set(['introduction/licensing.mdx', 'react-data-grid/index.mdx', 'react-data-grid/sorting.mdx']);
const resolve = (name: string) =>
  resolvePagePath(name, { docsFolder: 'docs', routeBasePath: 'x', locales: ['en', 'zh'], exists: (page) => englishPages.has(page) });

describe('the page a translator names', () => {
  it.each([
    ['introduction/licensing', 'introduction/licensing.mdx'],
    ['introduction/licensing.mdx', 'introduction/licensing.mdx'],
    ['docs/introduction/licensing.mdx', 'introduction/licensing.mdx'],
    ['i18n/zh/docusaurus-plugin-content-docs/current/introduction/licensing.mdx', 'introduction/licensing.mdx'],
    ['/x/introduction/licensing/', 'introduction/licensing.mdx'],
    ['/zh/x/react-data-grid/', 'react-data-grid/index.mdx'],
    ['react-data-grid', 'react-data-grid/index.mdx'],
  ])('%s is %s', (name, page) => {
    expect(resolve(name)).toBe(page);
  });

  it('is nothing when no English page has that name', () => {
    expect(resolve('react-data-grid/sortnig')).toBeNull();
  });
});
