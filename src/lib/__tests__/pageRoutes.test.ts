import type { RouteConfig } from 'react-router-config';
import { hasPageAt } from '../pageRoutes';

// The shape of the site's route table: plain pages, the API reference's parent route, the docs' nested
// parent routes, and the catch-all 404 route last.
const routes: RouteConfig[] = [
  { path: '/search/', exact: true },
  {
    path: '/x/api/',
    routes: [
      { path: '/x/api/charts/', exact: true },
      { path: '/x/api/charts/bar-chart/', exact: true },
    ],
  },
  {
    path: '/x/',
    routes: [
      {
        path: '/x/',
        routes: [
          { path: '/x/react-charts/', exact: true },
          { path: '/x/react-charts/bars/', exact: true },
        ],
      },
    ],
  },
  { path: '*' },
];

describe('whether a path has a page', () => {
  it.each(['/search/', '/x/api/charts/', '/x/api/charts/bar-chart/', '/x/react-charts/', '/x/react-charts/bars/'])(
    '%s has one',
    (pathname) => {
      expect(hasPageAt(routes, pathname)).toBe(true);
    },
  );

  it('accepts a page path written without its trailing slash, as the router does', () => {
    expect(hasPageAt(routes, '/x/react-charts/bars')).toBe(true);
  });

  it.each([
    ['a missing docs page, caught by the docs parent routes', '/x/react-charts/no-such-chart/'],
    ['a missing API page, caught by the API parent route', '/x/api/charts/no-such-chart/'],
    ['a path outside every section, caught by the 404 route', '/components/buttons/'],
    ['the 404 page itself', '/404.html'],
  ])('%s has none', (_case, pathname) => {
    expect(hasPageAt(routes, pathname)).toBe(false);
  });

  it('has no page anywhere in an empty table', () => {
    expect(hasPageAt([], '/x/')).toBe(false);
  });
});
