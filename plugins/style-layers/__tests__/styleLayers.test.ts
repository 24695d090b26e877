/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { cssLayerRules, layerOrderStatement, SITE_STYLESHEETS, UNLAYERED_SITE_STYLESHEETS } from '../layers';

const siteDir = path.join(__dirname, '../../..');

function cssFilesUnder(folder: string): string[] {
  if (!fs.existsSync(folder)) return [];
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    // Test fixtures are not part of the site.
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === '__tests__' ? [] : cssFilesUnder(file);
    return entry.name.endsWith('.css') ? [file] : [];
  });
}

const layerOf = (file: string) => Object.entries(cssLayerRules).find(([, matches]) => matches(file))?.[0];

/**
 * The rules the lists replaced, which told a file's layer from fragments of its path. Kept here to show that the
 * lists put every stylesheet of the site and of Docusaurus where those rules did.
 */
function layerByPathFragments(file: string): string | undefined {
  const posixPath = file.replaceAll('\\', '/');
  const fileIn = (...fragments: string[]) => fragments.some((fragment) => posixPath.includes(fragment));
  if (fileIn('node_modules/infima/dist')) return 'theme.infima';
  const docusaurus = ['theme-common', 'theme-classic', 'core', 'theme-live-codeblock'].map(
    (name) => `node_modules/@docusaurus/${name}/lib`,
  );
  if (fileIn(...docusaurus)) return 'theme.docusaurus';
  if (fileIn('/src/css/custom.css', '/src/components/', '/src/theme/', '/src/settings/', '/plugins/') && !fileIn('/node_modules/'))
    return 'theme.site';
  if (fileIn('node_modules/@docsearch/css/dist', 'node_modules/@docusaurus/theme-search-algolia/lib')) return 'docsearch';
  return undefined;
}

const siteStylesheets = ['src', 'plugins', 'docs', 'test'].flatMap((folder) => cssFilesUnder(path.join(siteDir, folder)));
const packageStylesheets = ['infima', '@docusaurus', '@docsearch', 'tailwindcss', '@fontsource-variable'].flatMap((name) =>
  cssFilesUnder(path.join(siteDir, 'node_modules', name)),
);
const relative = (file: string) => path.relative(siteDir, file).replaceAll(path.sep, '/');

describe('style-layers', () => {
  it('declares the layers theme, docsearch, mui, utilities in that order', () => {
    expect(layerOrderStatement()).toBe('@layer theme, docsearch, mui, utilities;');
    expect(Object.keys(cssLayerRules).map((name) => name.split('.')[0])).toEqual([
      'theme',
      'theme',
      'theme',
      'docsearch',
      'mui',
      'utilities',
    ]);
  });

  it("puts each of Docusaurus's, Infima's and DocSearch's stylesheets in the layer the path rules gave it", () => {
    expect(packageStylesheets.length).toBeGreaterThan(50);
    expect(packageStylesheets.filter((file) => layerOf(file) === 'theme.docusaurus').length).toBeGreaterThan(20);
    const moved = packageStylesheets.filter((file) => layerOf(file) !== layerByPathFragments(file)).map(relative);
    expect(moved).toEqual([]);
  });

  it("puts each of the site's stylesheets in the layer the path rules gave it, demos' and the playground's in none", () => {
    const moved = siteStylesheets.filter((file) => layerOf(file) !== layerByPathFragments(file)).map(relative);
    expect(moved).toEqual([]);
    expect(layerOf(path.join(siteDir, 'plugins/ads/theme/AdSlot/styles.module.css'))).toBe('theme.site');
    expect(layerOf(path.join(siteDir, 'docs/react-data-grid/demos/style/ConditionalStylingGrid.css'))).toBeUndefined();
  });

  it('lists every stylesheet of src/ and plugins/ once, as layered or left out, and lists no file that is not there', () => {
    const listed = [...SITE_STYLESHEETS, ...UNLAYERED_SITE_STYLESHEETS];
    const present = siteStylesheets.map(relative).filter((file) => /^(src|plugins)\//.test(file));
    expect([...listed].sort()).toEqual([...present].sort());
    expect(new Set(listed).size).toBe(listed.length);
  });

  it('reads the path the bundler gives, whatever its separators, and leaves a file of the same name elsewhere alone', () => {
    expect(layerOf(path.join(siteDir, 'src', 'css', 'custom.css'))).toBe('theme.site');
    expect(layerOf('/elsewhere/src/css/custom.css')).toBeUndefined();
    expect(layerOf('C:\\site\\node_modules\\infima\\dist\\css\\default\\default.css')).toBe('theme.infima');
  });
});
