/**
 * The cascade layers of the site, lowest first: theme, docsearch, mui, utilities.
 * Docusaurus's own CSS goes into sub-layers of `theme`, so MUI components always
 * win over the site chrome, and utility classes win over both.
 */
export const LAYER_ORDER = ['theme', 'docsearch', 'mui', 'utilities'] as const;

type FileMatcher = (filePath: string) => boolean;

function fileIn(...fragments: string[]): FileMatcher {
  return (filePath) => {
    const posixPath = filePath.replaceAll('\\', '/');
    return fragments.some((fragment) => posixPath.includes(fragment));
  };
}

const inSiteFolders = fileIn('/src/css/custom.css', '/src/components/', '/src/theme/', '/src/settings/', '/plugins/');
const inPackages = fileIn('/node_modules/');
/** The site's own styles: its CSS, its components, theme and settings, and the theme components of its feature plugins. */
const siteStyle: FileMatcher = (filePath) => inSiteFolders(filePath) && !inPackages(filePath);

// Takes the path so the layer plugin's option check (arity 1) accepts it.
const nothing: FileMatcher = (_filePath) => false;

/** Options for `@docusaurus/plugin-css-cascade-layers`: layer name → files it wraps, in order. */
export const cssLayerRules: Record<string, FileMatcher> = {
  'theme.infima': fileIn('node_modules/infima/dist'),
  'theme.docusaurus': fileIn(
    'node_modules/@docusaurus/theme-common/lib',
    'node_modules/@docusaurus/theme-classic/lib',
    'node_modules/@docusaurus/core/lib',
    'node_modules/@docusaurus/theme-live-codeblock/lib',
  ),
  'theme.site': siteStyle,
  docsearch: fileIn('node_modules/@docsearch/css/dist', 'node_modules/@docusaurus/theme-search-algolia/lib'),
  // Emotion writes MUI's styles into this layer at run time (src/settings/emotion/emotionCache.ts).
  mui: nothing,
  // The Tailwind demos' stylesheet declares its own `layer(utilities)` (src/css/demo-tailwind.css).
  utilities: nothing,
};

/** `@layer theme, docsearch, mui, utilities;`, the statement that fixes the order. */
export function layerOrderStatement(): string {
  return `@layer ${LAYER_ORDER.join(', ')};`;
}
