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

// Testing Library's regular entry tells React that tests run inside act(); its `pure` entry, which the tests that load
// a fresh React with jest.resetModules use, does not, and React then logs that the environment does not support act
// when a lazily loaded part resolves during one.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
