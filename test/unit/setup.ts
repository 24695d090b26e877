import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// `findBy…` and `waitFor` give up after 1 s by default. On a 2-core CI machine, with a jsdom suite on each core, a
// component's first render (MUI and Emotion warming up) has taken longer than that; a real failure still shows its
// page well within Jest's 5 s per test.
configure({ asyncUtilTimeout: 3000 });

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
