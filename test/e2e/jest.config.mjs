/** End-to-end tests: the production build, served on 127.0.0.1, in Debian's Chromium. */
import base from '../../jest.config.mjs';

export default {
  rootDir: '../..',
  testEnvironment: 'node',
  roots: ['<rootDir>/test/e2e'],
  testMatch: ['**/*.e2e.test.ts'],
  transform: base.transform,
  moduleNameMapper: { '^@site/(.*)$': '<rootDir>/$1' },
  globalSetup: '<rootDir>/test/e2e/support/globalSetup.mjs',
  globalTeardown: '<rootDir>/test/e2e/support/globalTeardown.mjs',
  testTimeout: 120_000,
  // npm test runs two files at a time (scripts/test-all.mjs); the concurrent tests of a file (it.concurrent, the
  // pages of everyPage) load three pages at a time.
  maxConcurrency: 3,
};
