/**
 * Lint for the whole project, run by `npm test` (`npm run lint`). Type-aware
 * typescript-eslint rules, the React hooks and accessibility rules, and
 * Docusaurus's own rules for theme code. Formatting is Prettier's job
 * (`npm run format:check`), so no stylistic rule is on here.
 */
import docusaurus from '@docusaurus/eslint-plugin';
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import path from 'node:path';
import ts from 'typescript';
import tseslint from 'typescript-eslint';

// Demos with another date library than Day.js are left out of tsconfig.json (see its comment) and type-checked by
// plugins/demos/__tests__/sandboxTypecheck.test.ts instead; the type-aware rules cannot see them. The list is
// tsconfig.json's: its excluded docs paths, a folder standing for everything in it.
const { config: tsconfig } = ts.readConfigFile(path.join(import.meta.dirname, 'tsconfig.json'), ts.sys.readFile);
const OUTSIDE_THE_TS_PROGRAM = tsconfig.exclude
  .filter((excluded) => excluded.startsWith('docs/'))
  .map((excluded) => (path.extname(excluded) ? excluded : `${excluded}/**`));

export default tseslint.config(
  { ignores: ['build/**', '.docusaurus/**', 'node_modules/**', 'coverage/**', '.tmp/**', 'bench/**'] },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      // `void promise` marks a promise left to run on its own on purpose.
      '@typescript-eslint/no-floating-promises': ['error', { ignoreVoid: true }],
    },
  },
  {
    // The demos and the site use the current API: a deprecated one appears only where it is a demo's subject,
    // with an inline disable saying so. Tests may fake deprecated browser APIs that libraries still call.
    files: ['docs/**', 'src/**', 'plugins/**'],
    ignores: ['**/__tests__/**'],
    rules: { '@typescript-eslint/no-deprecated': 'error' },
  },
  {
    files: ['**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['src/**/*.tsx', 'plugins/**/*.tsx'],
    ignores: ['**/__tests__/**'],
    plugins: { '@docusaurus': docusaurus },
    rules: {
      '@docusaurus/string-literal-i18n-messages': 'error',
      '@docusaurus/no-html-links': 'error',
      '@docusaurus/prefer-docusaurus-heading': 'error',
    },
  },
  {
    files: ['test/**', '**/__tests__/**', '**/*.test.{ts,tsx}'],
    rules: {
      // Fakes of promise-returning APIs (fetch, Response.json, plugin hooks) are async without awaiting anything.
      '@typescript-eslint/require-await': 'off',
      // Jest types as `any` what tests read: asymmetric matchers (`expect.any`), `jest.requireActual` after
      // `jest.resetModules()`, JSON payloads; and tests run page scripts built as text with `new Function`.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-implied-eval': 'off',
    },
  },
  {
    // A Playwright fixture hands its value to the test through a callback named `use`, which is not React's hook.
    files: ['test/e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['**/*.{js,mjs,cjs}', ...OUTSIDE_THE_TS_PROGRAM],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // CommonJS modules (the Jest resolver's theme aliases, which Jest loads untransformed) load others with require.
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
