import { olderVersionTarget, type OlderVersionRoutes } from '../versionTarget';

const routes: OlderVersionRoutes = {
  pages: {
    '7': ['', 'react-data-grid', 'react-data-grid/sorting', 'react-data-grid/getting-started', 'api/data-grid/data-grid'],
    '5': ['react-data-grid', 'react-data-grid/getting-started'],
  },
  formerNames: { 'react-data-grid/quickstart': ['react-data-grid/getting-started'] },
};
const V7_START = 'https://v7.mui.com/x/react-data-grid/';

describe('olderVersionTarget', () => {
  it('opens the same page on the older site when it had it, keeping the hash', () => {
    expect(olderVersionTarget('/x/react-data-grid/sorting/', '#multi-sorting', 7, V7_START, routes)).toEqual({
      kind: 'same-page',
      href: 'https://v7.mui.com/x/react-data-grid/sorting/#multi-sorting',
    });
  });

  it('opens a renamed page under its former name', () => {
    expect(olderVersionTarget('/x/react-data-grid/quickstart/', '', 7, V7_START, routes)).toEqual({
      kind: 'former-name',
      href: 'https://v7.mui.com/x/react-data-grid/getting-started/',
    });
  });

  it("opens the version's start for a page it did not have", () => {
    expect(olderVersionTarget('/x/react-data-grid/sorting/', '#x', 5, 'https://v5.mui.com/x/react-data-grid/', routes)).toEqual({
      kind: 'not-in-version',
      href: 'https://v5.mui.com/x/react-data-grid/',
    });
  });

  it('maps an API page, and a Chinese page to the English one of the older site', () => {
    expect(olderVersionTarget('/zh/x/api/data-grid/data-grid/', '#props', 7, V7_START, routes).href).toBe(
      'https://v7.mui.com/x/api/data-grid/data-grid/#props',
    );
  });

  it('claims nothing for a version without a page list, or a path outside the docs', () => {
    expect(olderVersionTarget('/x/react-data-grid/sorting/', '', undefined, 'https://v4.mui.com/components/data-grid/', routes)).toEqual({
      kind: 'unmapped',
      href: 'https://v4.mui.com/components/data-grid/',
    });
    expect(olderVersionTarget('/search/', '', 7, V7_START, routes).kind).toBe('unmapped');
    expect(olderVersionTarget('', '', 7, V7_START, routes).kind).toBe('unmapped');
  });

  it('knows the committed page lists: Sorting existed in v7 and v5, the Charts quickstart was getting-started in v7', () => {
    expect(olderVersionTarget('/x/react-data-grid/sorting/', '', 5, 'https://v5.mui.com/x/react-data-grid/').kind).toBe('same-page');
    expect(olderVersionTarget('/x/react-charts/quickstart/', '', 7, 'https://v7.mui.com/x/react-charts/').href).toBe(
      'https://v7.mui.com/x/react-charts/getting-started/',
    );
    expect(olderVersionTarget('/x/react-charts/zoom-and-pan/', '', 6, 'https://v6.mui.com/x/react-charts/').kind).toBe('not-in-version');
  });
});
