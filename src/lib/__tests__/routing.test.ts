import { decodeFragment, getProductInfoFromPathname, isPlaygroundRoute, pathnameToLanguage, withTrailingSlash } from '../routing';

describe('pathnameToLanguage', () => {
  it('reads English from a path without a language prefix', () => {
    expect(pathnameToLanguage('/x/introduction/')).toEqual({ userLanguage: 'en', canonicalPathname: '/x/introduction/' });
  });

  it('reads the zh prefix and removes it', () => {
    expect(pathnameToLanguage('/zh/x/react-charts/')).toEqual({ userLanguage: 'zh', canonicalPathname: '/x/react-charts/' });
    expect(pathnameToLanguage('/zh')).toEqual({ userLanguage: 'zh', canonicalPathname: '/' });
  });

  it('leaves unknown two-letter folders and an /en prefix alone', () => {
    expect(pathnameToLanguage('/fr/x/').userLanguage).toBe('en');
    expect(pathnameToLanguage('/fr/x/').canonicalPathname).toBe('/fr/x/');
    expect(pathnameToLanguage('/en/x/').canonicalPathname).toBe('/en/x/');
  });
});

describe('getProductInfoFromPathname', () => {
  it.each([
    ['/x/react-data-grid/sorting/', 'x-data-grid', 'x'],
    ['/zh/x/react-date-pickers/', 'x-date-pickers', 'x'],
    ['/x/react-charts/#demo', 'x-charts', 'x'],
    ['/x/react-tree-view/?q=1', 'x-tree-view', 'x'],
    ['/x/api/data-grid/data-grid-pro/', 'x-data-grid', 'x'],
    ['/x/api/date-pickers/date-picker/', 'x-date-pickers', 'x'],
    ['/x/api/charts/bar-chart/', 'x-charts', 'x'],
    ['/x/api/tree-view/rich-tree-view/', 'x-tree-view', 'x'],
    ['/x/introduction/', 'null', 'x'],
    ['/material-ui/react-button/', 'material-ui', 'core'],
    ['/system/getting-started/', 'system', 'core'],
    ['/joy-ui/getting-started/', 'joy-ui', 'core'],
    ['/base-ui/react-menu/', 'base-ui', 'core'],
    ['/toolpad/studio/getting-started/', 'toolpad-studio', 'toolpad'],
    ['/toolpad/core/introduction/', 'toolpad-core', 'toolpad'],
    ['/versions/', 'docs', 'docs'],
    ['/production-error/', 'docs', 'docs'],
    ['/experiments/docs/demos/', 'docs-infra', 'docs-infra'],
    ['/pricing/', 'null', 'null'],
  ])('%s belongs to product %s in category %s', (pathname, productId, productCategoryId) => {
    expect(getProductInfoFromPathname(pathname)).toEqual({ productId, productCategoryId });
  });
});

describe('special routes', () => {
  it('renders /playground routes without the theme wrapper', () => {
    expect(isPlaygroundRoute('/playground/')).toBe(true);
    expect(isPlaygroundRoute('/playground')).toBe(true);
    expect(isPlaygroundRoute('/zh/playground/')).toBe(true);
    expect(isPlaygroundRoute('/x/playground-ideas/')).toBe(false);
    expect(isPlaygroundRoute('/playgrounds/')).toBe(false);
  });
});

describe('withTrailingSlash', () => {
  it('writes a path as the routes are written, with one trailing slash', () => {
    expect(withTrailingSlash('/x/api/charts')).toBe('/x/api/charts/');
    expect(withTrailingSlash('/zh/x/api/charts/')).toBe('/zh/x/api/charts/');
  });
});

describe('decodeFragment', () => {
  it('decodes an escaped fragment and drops the #', () => {
    expect(decodeFragment('#prop-rows')).toBe('prop-rows');
    expect(decodeFragment('#caf%C3%A9')).toBe('café');
    expect(decodeFragment('')).toBe('');
  });

  it.each(['#%', '#100%', '#%E0%A4%A'])('keeps the malformed fragment %p as written instead of throwing', (hash) => {
    expect(decodeFragment(hash)).toBe(hash.slice(1));
  });
});
