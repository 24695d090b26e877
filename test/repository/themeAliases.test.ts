/** @jest-environment node */
/**
 * The theme aliases the Jest resolver and the architecture test use (test/unit/themeAliases.cjs) against
 * Docusaurus's own: every `@theme/…` alias the bundler makes of the site's and the local plugins' theme folders
 * resolves to the same file. An upgrade of Docusaurus that changes how aliases are made fails here.
 */
import path from 'node:path';
import type { LoadedPlugin } from '@docusaurus/types';
// The function Docusaurus's bundler configuration calls to alias theme components (not a public entry point).
import { loadThemeAliases } from '@docusaurus/core/lib/webpack/aliases';
import { pluginThemeFolders, siteDir, themeComponentFile } from '../unit/themeAliases.cjs';

describe('the theme aliases of tests and layout rules', () => {
  it("resolve every @theme/… alias of the site's and the plugins' theme folders as Docusaurus does", async () => {
    const plugins = pluginThemeFolders().map((folder) => ({ path: siteDir, getThemePath: () => folder }) as unknown as LoadedPlugin);
    const aliases = await loadThemeAliases({ siteDir, plugins });
    const ours = Object.entries(aliases)
      .filter(([alias, file]) => alias.startsWith('@theme/') && !path.relative(siteDir, file).startsWith('node_modules'))
      .map(([alias, file]) => [alias, path.relative(siteDir, file).replaceAll(path.sep, '/')]);
    expect(ours.length).toBeGreaterThan(50);
    expect(ours.filter(([alias, file]) => themeComponentFile(alias!.slice('@theme/'.length)) !== file)).toEqual([]);
  });

  it("find the theme folder of each plugin that declares one, and none of Docusaurus's own components", () => {
    expect(pluginThemeFolders()).toEqual(expect.arrayContaining(['plugins/ads/theme', 'plugins/perf/prism-on-demand/theme']));
    expect(themeComponentFile('DocItem/Layout')).toBeUndefined();
  });
});
