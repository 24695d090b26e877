import { sameRouteProps } from '../sameRouteProps';

const content = () => null;
const route = { path: '/x/react-data-grid/sorting/' };
const location = { pathname: '/x/react-data-grid/sorting/', search: '', hash: '' };
const match = () => ({ path: '/x/react-data-grid/sorting/', url: '/x/react-data-grid/sorting/', isExact: true, params: {} });

describe('sameRouteProps', () => {
  it('lets a page skip the render the router gives it while the next page loads: the same props, a new but equal match', () => {
    expect(sameRouteProps({ content, route, location, match: match() }, { content, route, location, match: match() })).toBe(true);
  });

  it('renders the page again when its location changes, even to the same path (a new fragment)', () => {
    const withHash = { ...location, hash: '#sorting-mode' };
    expect(sameRouteProps({ content, route, location, match: match() }, { content, route, location: withHash, match: match() })).toBe(
      false,
    );
  });

  it('renders the page again for other content, another match or another set of props', () => {
    const props = { content, route, location, match: match() };
    expect(sameRouteProps(props, { ...props, content: () => null })).toBe(false);
    expect(sameRouteProps(props, { ...props, match: { ...match(), params: { id: 'a' } } })).toBe(false);
    expect(sameRouteProps(props, { ...props, match: { ...match(), url: '/x/react-data-grid/' } })).toBe(false);
    expect(sameRouteProps(props, { ...props, extra: true })).toBe(false);
  });
});
