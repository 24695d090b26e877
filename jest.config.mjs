/** Unit and component tests (jsdom). The e2e suite has its own config in test/e2e/. */
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
  // Tests live in test/unit/, and beside what they test in a folder's __tests__/ (src/settings/__tests__/).
  roots: ['<rootDir>/test/unit', '<rootDir>/src', '<rootDir>/plugins'],
  transform: { '^.+\\.(t|j)sx?$': swcTransform },
  moduleNameMapper: {
    '\\.module\\.css$': 'identity-obj-proxy',
    '^@site/(.*)$': '<rootDir>/$1',
    '^@docusaurus/router$': '<rootDir>/test/unit/mocks/docusaurusRouter.ts',
    '^@docusaurus/ExecutionEnvironment$': '<rootDir>/test/unit/mocks/executionEnvironment.ts',
    '^@docusaurus/BrowserOnly$': '<rootDir>/test/unit/mocks/browserOnly.tsx',
    '^@theme/CodeBlock$': '<rootDir>/test/unit/mocks/codeBlock.tsx',
    '^@theme(-init)?/Heading$': '<rootDir>/test/unit/mocks/heading.tsx',
    // Theme components that the site and its plugins add (tsconfig.json lists the same).
    '^@theme/LazyPart$': '<rootDir>/src/theme/LazyPart',
    '^@theme/(SiteSettings|EntryBadges|PlanMark|SearchIndexFields)$': '<rootDir>/src/theme/$1',
    '^@theme/Translations$': '<rootDir>/plugins/translations/theme/Translations',
    '^@theme/hooks/useCopyFeedback$': '<rootDir>/plugins/code-blocks/theme/hooks/useCopyFeedback',
    '^@theme/Demo$': '<rootDir>/plugins/demos/theme/Demo',
    '^@theme/ApiReference/(.*)$': '<rootDir>/plugins/api-reference/theme/ApiReference/$1',
    '^@theme/ApiLinks$': '<rootDir>/plugins/api-reference/theme/ApiLinks',
    '^@theme/AdSlot$': '<rootDir>/plugins/ads/theme/AdSlot',
    '^@theme/(Analytics|Consent)/(.*)$': '<rootDir>/plugins/analytics/theme/$1/$2',
    '^@theme/PageFeedback$': '<rootDir>/plugins/analytics/theme/PageFeedback',
    '^@theme/TranslationNotice$': '<rootDir>/plugins/translation-status/theme/TranslationNotice',
    '^@theme/PageActions$': '<rootDir>/plugins/llms-txt/theme/PageActions',
    '^@x-docs/code-highlighter$': '<rootDir>/plugins/perf/prism-on-demand/theme/CodeBlock/Content/highlighter.client.ts',
    '^@generated/docusaurus.config$': '<rootDir>/test/unit/mocks/docusaurusConfig.ts',
    '^@docusaurus/useDocusaurusContext$': '<rootDir>/test/unit/mocks/docusaurusContext.ts',
    '^@docusaurus/useGlobalData$': '<rootDir>/test/unit/mocks/globalData.ts',
  },
  setupFilesAfterEnv: ['<rootDir>/test/unit/setup.ts'],
};
