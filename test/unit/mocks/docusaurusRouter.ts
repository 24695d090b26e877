/** The current location in component tests: set `mockLocation.pathname` before rendering. */
export const mockLocation = { pathname: '/x/introduction/', search: '', hash: '' };

export function useLocation(): typeof mockLocation {
  return mockLocation;
}

// The real matcher: `@docusaurus/router` re-exports react-router's.
export { matchPath } from 'react-router';
