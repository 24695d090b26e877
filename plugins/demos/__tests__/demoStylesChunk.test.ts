/** @jest-environment node */
import path from 'node:path';
import { filesUnder } from '@site/test/unit/filesUnder';
import { demoStylesCacheGroup } from '../demoStylesChunk';

const siteDir = path.join(__dirname, '../../..');

/** The site's own stylesheets under a folder, as absolute paths. */
function stylesheetsUnder(folder: string): string[] {
  return filesUnder(path.join(siteDir, folder), (name) => name.endsWith('.css')).filter((file) => !file.includes('__tests__'));
}

describe('the demo-styles chunk', () => {
  const { test: goesToDemoStyles } = demoStylesCacheGroup(siteDir);

  it("takes every demo's own stylesheet, in any folder under the docs' demos, and the Tailwind utilities", () => {
    const demoSheets = stylesheetsUnder('docs');
    expect(demoSheets.length).toBeGreaterThan(0);
    expect(demoSheets.filter((file) => !goesToDemoStyles.test(file))).toEqual([]);
    expect(goesToDemoStyles.test(path.join(siteDir, 'src/css/demo-tailwind.css'))).toBe(true);
  });

  it('leaves the stylesheets of the site, the demo frame included, to the styles every page loads', () => {
    const siteSheets = [...stylesheetsUnder('src'), ...stylesheetsUnder('plugins')].filter((file) => !file.endsWith('demo-tailwind.css'));
    expect(siteSheets).toContain(path.join(siteDir, 'plugins/demos/theme/Demo/styles.module.css'));
    expect(siteSheets.filter((file) => goesToDemoStyles.test(file))).toEqual([]);
  });

  it('starts at the site folder, so a checkout inside a folder named docs keeps the demo frame in the styles', () => {
    const { test } = demoStylesCacheGroup('/home/reader/docs/x-docs');
    expect(test.test('/home/reader/docs/x-docs/plugins/demos/theme/Demo/styles.module.css')).toBe(false);
    expect(test.test('/home/reader/docs/x-docs/docs/react-charts/demos/styling/GradientAreaFill.css')).toBe(true);
  });
});
