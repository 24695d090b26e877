import '@testing-library/jest-dom';

// jsdom has no matchMedia: by default no media query matches (light OS, wide screen).
// (Tests that run in Node, such as the bundler plugins' builds, have no window.)
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  });
}
