import { isDemoOnlyModulePath } from '@site/plugins/perf/split-chunks';

describe('split-chunks', () => {
  it('keeps demo code, MUI and demo dependencies out of the chunk every page loads', () => {
    for (const path of [
      '/site/node_modules/@mui/material/Button/Button.js',
      '/site/node_modules/@mui/x-data-grid/index.js',
      '/site/src/components/Demo/DemoToolbar.tsx',
      '/site/src/lib/sandbox/payloads.ts',
      '/site/node_modules/lz-string/libs/lz-string.js',
      '/site/docs/react-data-grid/demos/data/employees.ts',
    ]) {
      expect(isDemoOnlyModulePath(path)).toBe(true);
    }
  });

  it('leaves the site chrome to the shared chunk', () => {
    for (const path of [
      '/site/node_modules/@docusaurus/theme-classic/lib/theme/DocItem/Layout/index.js',
      '/site/src/components/EntryBadges/index.tsx',
      '/site/node_modules/react/index.js',
    ]) {
      expect(isDemoOnlyModulePath(path)).toBe(false);
    }
  });
});
