/**
 * `@theme/X` resolved the way Docusaurus's bundler aliases resolve it (`@docusaurus/core/lib/webpack/aliases`): the
 * site's own `src/theme/X` first, then the theme folder of the local plugin that provides X. Docusaurus's own theme
 * components (theme-classic's) are not looked up: unit tests mock those. Used by the Jest resolver and by the
 * architecture test, so both read an import as the bundler does.
 */
const fs = require('node:fs');
const path = require('node:path');

const siteDir = path.join(__dirname, '..', '..');

// Docusaurus aliases every .js/.jsx/.ts/.tsx file of a theme folder (`X/index.tsx` as `X`), tests and .d.ts files aside.
const COMPONENT_FILES = ['.tsx', '.ts', '.jsx', '.js', '/index.tsx', '/index.ts', '/index.jsx', '/index.js'];
const LEFT_OUT = /(^|\/)__tests__\/|\.test\.[jt]sx?$|\.d\.ts$/;

/**
 * The theme folders of the local plugins: the `theme/` folder beside each plugin entry (`plugins/…/index.ts`) that
 * declares `getThemePath`. The translation-status plugin swaps `theme/` for `defaultLocaleTheme/` in the default
 * locale, where its notice renders nothing; tests and the layout rules read the translated locale's folder.
 * @returns {string[]} folders relative to the site, in a stable order
 */
function pluginThemeFolders() {
  const entries = [];
  const walk = (folder) => {
    for (const entry of fs.readdirSync(path.join(siteDir, folder), { withFileTypes: true })) {
      const relative = `${folder}/${entry.name}`;
      if (entry.isDirectory() && entry.name !== '__tests__' && entry.name !== 'theme') walk(relative);
      else if (entry.name === 'index.ts') entries.push(relative);
    }
  };
  walk('plugins');
  return entries
    .filter((entry) => fs.readFileSync(path.join(siteDir, entry), 'utf8').includes('getThemePath'))
    .map((entry) => `${path.posix.dirname(entry)}/theme`)
    .filter((folder) => fs.existsSync(path.join(siteDir, folder)))
    .sort();
}

/** @returns {string | undefined} the file `folder/name` names as a theme component, relative to the site */
function componentFile(folder, name) {
  const base = `${folder}/${name}`;
  return COMPONENT_FILES.map((extension) => base + extension).find(
    (candidate) =>
      !LEFT_OUT.test(candidate) && fs.existsSync(path.join(siteDir, candidate)) && fs.statSync(path.join(siteDir, candidate)).isFile(),
  );
}

let cachedPluginFolders;

/**
 * The site file `@theme/<name>` stands for, relative to the site folder (`src/theme/LazyPart/index.tsx`,
 * `plugins/ads/theme/AdSlot/index.tsx`), or undefined when neither the site nor a local plugin provides it.
 * Throws when two plugins provide the same component: the bundler would take the later plugin's, an order only
 * docusaurus.config.ts knows.
 * @param {string} name what follows `@theme/`
 * @returns {string | undefined}
 */
function themeComponentFile(name) {
  const own = componentFile('src/theme', name);
  if (own) return own;
  cachedPluginFolders ??= pluginThemeFolders();
  const found = cachedPluginFolders.map((folder) => componentFile(folder, name)).filter(Boolean);
  if (found.length > 1) {
    throw new Error(`@theme/${name} is provided by more than one plugin (${found.join(', ')}): give it one owner.`);
  }
  return found[0];
}

module.exports = { siteDir, pluginThemeFolders, themeComponentFile };
