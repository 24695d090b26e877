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
  // Concurrent tests of a file (it.concurrent) share the two cores: three pages at a time.
  maxConcurrency: 3,
};
