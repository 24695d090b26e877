import { CORE_PAGE_PREFIXES, findCorePage } from '../corePages';

const titles = {
  '/components/buttons': { en: 'Button', zh: '按钮' },
  '/guides/minimizing-bundle-size': { en: 'Minimizing bundle size', zh: '减少打包体积' },
};
const CORE_DOCS = 'https://mui.com/material-ui';

describe('findCorePage', () => {
  it.each([['/components/buttons'], ['/components/buttons/'], ['/components/buttons/?from=old#demo']])(
    'finds the English title and the core-site link of %s',
    (pathname) => {
      expect(findCorePage(pathname, titles, CORE_DOCS)).toEqual({
        path: '/components/buttons',
        title: 'Button',
        href: 'https://mui.com/material-ui/components/buttons/',
      });
    },
  );

  it('gives the Chinese title under the zh prefix', () => {
    expect(findCorePage('/zh/guides/minimizing-bundle-size/', titles, `${CORE_DOCS}/`)).toEqual({
      path: '/guides/minimizing-bundle-size',
      title: '减少打包体积',
      href: 'https://mui.com/material-ui/guides/minimizing-bundle-size/',
    });
  });

  it.each([['/components/unknown/'], ['/x/react-data-grid/'], ['/'], ['/components/'], ['/toString/'], ['/components/buttons/extra/']])(
    'finds nothing for %s',
    (pathname) => {
      expect(findCorePage(pathname, titles, CORE_DOCS)).toBeNull();
    },
  );

  it('covers the six prefixes of the title list', () => {
    expect(CORE_PAGE_PREFIXES).toEqual(['/getting-started', '/components', '/system', '/customization', '/guides', '/discover-more']);
  });
});
