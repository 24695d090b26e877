import olderRoutes from '../versions/olderRoutes.json';

describe('the committed page lists of older majors (scripts/version-routes.mjs)', () => {
  it('has the pages of v7, v6 and v5, as route keys without /x/ or slashes around', () => {
    expect(Object.keys(olderRoutes.pages).sort()).toEqual(['5', '6', '7']);
    for (const pages of Object.values(olderRoutes.pages)) {
      expect(pages.length).toBeGreaterThan(100);
      expect(pages.filter((page) => page.startsWith('/') || page.endsWith('/') || page.startsWith('x/'))).toEqual([]);
    }
    expect(olderRoutes.pages['7']).toContain('react-data-grid/sorting');
  });

  it('names pages renamed since by their former names, page to page', () => {
    expect(olderRoutes.formerNames['react-charts/quickstart']).toEqual(['react-charts/getting-started']);
    const names = Object.entries(olderRoutes.formerNames).flatMap(([page, former]) => [page, ...former]);
    expect(names.filter((name) => /[*:]|^\/|\/$|^https?:/.test(name))).toEqual([]);
  });
});
