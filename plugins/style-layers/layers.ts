/**
 * The cascade layers of the site, lowest first: theme, docsearch, mui, utilities.
 * Docusaurus's own CSS goes into sub-layers of `theme`, so MUI components always
 * win over the site chrome, and utility classes win over both.
 *
 * Which file goes where is written out: Docusaurus's stylesheets by the package that ships them, the site's by
 * path. A site stylesheet that moves or is added without its line here fails `styleLayers.test.ts`, instead of
 * silently changing layer.
 */
import fs from 'node:fs';
import path from 'node:path';

export const LAYER_ORDER = ['theme', 'docsearch', 'mui', 'utilities'] as const;

const SITE_DIR = path.join(__dirname, '..', '..');

/** The site's own stylesheets in `theme.site`: its CSS, and the styles of its components, theme and feature plugins. */
export const SITE_STYLESHEETS = [
  'src/css/custom.css',
  'src/components/NotFound/styles.module.css',
  'src/components/ProductVersionMenu/styles.module.css',
  'src/components/ProductionError/styles.module.css',
  'src/components/Search/SearchFilterBar.module.css',
  'src/settings/drawer/SettingsButton.module.css',
  'src/settings/readerTheme/ReaderTheme.module.css',
  'src/theme/DocSidebarItem/Link/styles.module.css',
  'src/theme/EntryBadges/styles.module.css',
  'src/theme/Layout/styles.module.css',
  'src/theme/LazyPart/styles.module.css',
  'src/theme/PlanMark/styles.module.css',
  'src/theme/SearchBar/styles.module.css',
  'plugins/ads/theme/AdSlot/styles.module.css',
  'plugins/analytics/theme/Consent/styles.module.css',
  'plugins/analytics/theme/PageFeedback/styles.module.css',
  'plugins/api-reference/theme/ApiLinks/styles.module.css',
  'plugins/api-reference/theme/ApiReference/styles.module.css',
  'plugins/code-blocks/theme/CodeBlock/Buttons/CopyButton/styles.module.css',
  'plugins/demos/theme/Demo/DemoPlanBadge.module.css',
  'plugins/demos/theme/Demo/readerTheme/ReaderThemeChip.module.css',
  'plugins/demos/theme/Demo/styles.module.css',
  'plugins/llms-txt/theme/PageActions/styles.module.css',
] as const;

/**
 * The site's stylesheets outside every layer, which therefore win over all of them: the Tailwind demos' stylesheet
 * (it puts its utilities in `utilities` itself, `@import … layer(utilities)`) and the playground page's styles
 * (never layered).
 */
export const UNLAYERED_SITE_STYLESHEETS = ['src/css/demo-tailwind.css', 'src/pages/playground/styles.module.css'] as const;

type FileMatcher = (filePath: string) => boolean;

/** The CSS files shipped in these folders of these packages (`infima/dist`), wherever npm installed them. */
function packageFiles(...packageFolders: string[]): FileMatcher {
  return (filePath) => {
    const posixPath = filePath.replaceAll('\\', '/');
    return packageFolders.some((folder) => posixPath.includes(`/node_modules/${folder}/`));
  };
}

/** These files of the site, by either spelling of its folder (the bundler hands over real paths, symbolic links resolved). */
function siteFiles(files: readonly string[]): FileMatcher {
  const roots = new Set([SITE_DIR, fs.realpathSync(SITE_DIR)]);
  const absolute = new Set([...roots].flatMap((root) => files.map((file) => path.join(root, file))));
  return (filePath) => absolute.has(path.normalize(filePath));
}

// Takes the path so the layer plugin's option check (arity 1) accepts it.
const nothing: FileMatcher = (_filePath) => false;

/** Options for `@docusaurus/plugin-css-cascade-layers`: layer name → files it wraps, in order. */
export const cssLayerRules: Record<string, FileMatcher> = {
  'theme.infima': packageFiles('infima/dist'),
  'theme.docusaurus': packageFiles(
    '@docusaurus/theme-common/lib',
    '@docusaurus/theme-classic/lib',
    '@docusaurus/core/lib',
    '@docusaurus/theme-live-codeblock/lib',
  ),
  'theme.site': siteFiles(SITE_STYLESHEETS),
  docsearch: packageFiles('@docsearch/css/dist', '@docusaurus/theme-search-algolia/lib'),
  // Emotion writes MUI's styles into this layer at run time (src/settings/emotion/emotionCache.ts).
  mui: nothing,
  // The Tailwind demos' stylesheet declares its own `layer(utilities)` (src/css/demo-tailwind.css).
  utilities: nothing,
};

/** `@layer theme, docsearch, mui, utilities;`, the statement that fixes the order. */
export function layerOrderStatement(): string {
  return `@layer ${LAYER_ORDER.join(', ')};`;
}
