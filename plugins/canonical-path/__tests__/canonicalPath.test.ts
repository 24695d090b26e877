import { canonicalPathname, canonicalPathScript } from '../canonicalPath';

describe('canonical paths', () => {
  it.each([
    ['/x//introduction/', '/x/introduction/'],
    ['/X/INTRODUCTION/', '/x/introduction/'],
    ['//x///react-data-grid//editing/', '/x/react-data-grid/editing/'],
    ['/zh/X/React-Charts/', '/zh/x/react-charts/'],
    ['/x/introduction/licensing/index.html', '/x/introduction/licensing/'],
    ['/X//Introduction/INDEX.HTML', '/x/introduction/'],
    ['/index.html', '/'],
    ['/zh/x/react-charts/index.html', '/zh/x/react-charts/'],
  ])('sends %s to %s', (pathname, canonical) => {
    expect(canonicalPathname(pathname)).toBe(canonical);
  });

  it('leaves a canonical path alone, so the script never redirects twice', () => {
    expect(canonicalPathname('/x/api/data-grid/data-grid-pro/')).toBe('/x/api/data-grid/data-grid-pro/');
    expect(canonicalPathname(canonicalPathname('/X//Y/'))).toBe('/x/y/');
  });

  it('redirects in the browser with the query and the hash kept', () => {
    const replace = jest.fn();
    const location = { pathname: '/X//Introduction/', search: '?utm_source=a', hash: '#licensing', replace };
    new Function('location', canonicalPathScript())(location);
    expect(replace).toHaveBeenCalledWith('/x/introduction/?utm_source=a#licensing');
    replace.mockClear();
    new Function('location', canonicalPathScript())({ ...location, pathname: '/x/introduction/' });
    expect(replace).not.toHaveBeenCalled();
  });
});
