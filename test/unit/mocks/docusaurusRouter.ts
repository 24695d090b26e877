/** The current location in component tests: set `mockLocation.pathname` before rendering. */
export const mockLocation = { pathname: '/x/introduction/', search: '', hash: '' };

export function useLocation(): typeof mockLocation {
  return mockLocation;
}

const listeners = new Set<() => void>();

/** The router's history in component tests: its location is `mockLocation`; `push` moves it and tells the listeners. */
export const mockHistory = {
  location: mockLocation,
  listen(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  push(path: string): void {
    const url = new URL(path, 'http://localhost');
    Object.assign(mockLocation, { pathname: url.pathname, search: url.search, hash: url.hash });
    listeners.forEach((listener) => listener());
  },
};

export function useHistory(): typeof mockHistory {
  return mockHistory;
}

// The real matcher: `@docusaurus/router` re-exports react-router's.
export { matchPath } from 'react-router';
