/**
 * Unit and component tests (jsdom): each in a `__tests__/` folder beside the code it tests, the checks of the docs'
 * content in test/docs/ and the repository-wide ones in test/repository/. Shared mocks and setup are in test/unit/.
 * The e2e suite runs on Playwright (playwright.config.ts).
 */
const swcTransform = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

export default {
  // Jest's default keeps a core for its parent process, which mostly waits: on two cores that halves the work done.
  maxWorkers: '100%',
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src', '<rootDir>/plugins', '<rootDir>/test'],
  // Files beside a test (fixtures, helpers) are not tests, nor are the e2e files (`*.e2e.ts`, run by Playwright).
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  transform: { '^.+\\.(t|j)sx?$': swcTransform },
  // Packages published as ES modules only, which the build loads natively: Jest runs them compiled like the site's code.
  transformIgnorePatterns: ['/node_modules/(?!(remark-code-import|unist-util-[a-z-]+|strip-indent)/)'],
  // `@theme/…` as the bundler resolves it: the site's theme components, then its plugins'.
  resolver: '<rootDir>/jest.resolver.cjs',
  moduleNameMapper: {
    '\\.module\\.css$': 'identity-obj-proxy',
    '^@site/(.*)$': '<rootDir>/$1',
    '^@docusaurus/router$': '<rootDir>/test/unit/mocks/docusaurusRouter.ts',
    '^@docusaurus/ExecutionEnvironment$': '<rootDir>/test/unit/mocks/executionEnvironment.ts',
    '^@docusaurus/BrowserOnly$': '<rootDir>/test/unit/mocks/browserOnly.tsx',
    '^@docusaurus/useIsBrowser$': '<rootDir>/test/unit/mocks/useIsBrowser.ts',
    // Docusaurus's code block and heading (the site wraps both) need its runtime: tests get simple stand-ins.
    '^@theme/CodeBlock$': '<rootDir>/test/unit/mocks/codeBlock.tsx',
    '^@theme(-init)?/Heading$': '<rootDir>/test/unit/mocks/heading.tsx',
    '^@x-docs/ui-messages/.+$': '<rootDir>/test/unit/mocks/uiMessages.ts',
    '^@x-docs/code-highlighter$': '<rootDir>/plugins/perf/prism-on-demand/theme/CodeBlock/Content/highlighter.client.ts',
    '^@generated/docusaurus.config$': '<rootDir>/test/unit/mocks/docusaurusConfig.ts',
    '^@docusaurus/useDocusaurusContext$': '<rootDir>/test/unit/mocks/docusaurusContext.ts',
    '^@docusaurus/useGlobalData$': '<rootDir>/test/unit/mocks/globalData.ts',
  },
  setupFilesAfterEnv: ['<rootDir>/test/unit/setup.ts'],
};
