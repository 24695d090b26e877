import path from 'node:path';
import type { Config, LoadContext, PluginConfig } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type { Options as ClientRedirectsOptions } from '@docusaurus/plugin-client-redirects';
import { cssLayerRules } from './plugins/style-layers/layers';
import { variableCodeTheme } from './plugins/code-blocks/codeTheme';
import type { SelfHostedFontsOptions } from './plugins/self-hosted-fonts';
import arialMetrics from '@capsizecss/metrics/arial';
import ibmPlexSansMetrics from '@capsizecss/metrics/iBMPlexSans';
import interMetrics from '@capsizecss/metrics/inter';
import remarkDemos from './plugins/demos/remarkDemos';
import remarkAdSlot from './plugins/ads/remarkAdSlot';
import remarkCodeFiles from './plugins/demos/remarkCodeFiles';
import remarkApiLinks from './plugins/api-reference/remarkApiLinks';
import remarkApiValues from './plugins/api-reference/remarkApiValues';
import { enabledPerfTricks, perfSetup } from './plugins/perf';
import { DEFAULT_SITE_URL, siteFieldsFromEnv } from './src/lib/siteFields';
import { componentProducts, DOCUMENTED_RELEASE } from './src/data/products';
import siteLocales from './src/data/locales.json';
import { planLensHeadScriptPlugin } from './src/settings/planLens/headScript';
import { filesAmong, sharedChunk } from './plugins/assets/sharedThemeChunk';
import { namespaceModuleFile } from './plugins/translations';

// Settings read from the environment, once. Tests point hosts at 127.0.0.1.
// The public origin of the site (canonical URLs, sitemap).
const SITE_URL = process.env.X_DOCS_SITE_URL ?? DEFAULT_SITE_URL;
// A remote font stylesheet to use instead of the self-hosted Fontsource files.
const FONT_STYLESHEET_URL = process.env.X_DOCS_FONT_STYLESHEET_URL || undefined;
// "off" disables Rspack's persistent cache (for several builds running at once).
const RSPACK_PERSISTENT_CACHE = process.env.X_DOCS_RSPACK_CACHE !== 'off';
// "off" builds the site without the API reference, to measure its share of the build (`npm run bench`); the
// navigation's links to it are then reported instead of failing the build.
const API_REFERENCE_ENABLED = process.env.X_DOCS_API_REFERENCE !== 'off';
// Algolia DocSearch credentials: when all three are set, DocSearch replaces the local search index.
const DOCSEARCH_APP_ID = process.env.X_DOCS_DOCSEARCH_APP_ID ?? '';
const DOCSEARCH_API_KEY = process.env.X_DOCS_DOCSEARCH_API_KEY ?? '';
const DOCSEARCH_INDEX_NAME = process.env.X_DOCS_DOCSEARCH_INDEX_NAME ?? '';
// The performance tricks that are on (plugins/perf): all unless X_DOCS_PERF says otherwise.
const perf = perfSetup(enabledPerfTricks(process.env.X_DOCS_PERF));

// Hosts, keys and switches the browser code reads (src/lib/siteFields.ts lists them and their variables).
const customFields = { ...siteFieldsFromEnv(process.env) };

// Each locale's base URL is set, not inferred, so `npm run build`, which builds one locale per process
// (scripts/build.mjs), writes Chinese under /zh/ as a build of all locales does.
const i18n = {
  // Also read by scripts/build.mjs, which builds one locale at a time.
  defaultLocale: siteLocales.defaultLocale,
  locales: siteLocales.locales,
  localeConfigs: {
    en: { label: 'English', htmlLang: 'en', baseUrl: '/' },
    zh: { label: '中文', htmlLang: 'zh-CN', baseUrl: '/zh/' },
  },
} satisfies Config['i18n'];

const docs = {
  path: 'docs',
  // remarkApiLinks reads each <Demo src> before remarkDemos replaces it with the demo's import.
  remarkPlugins: [
    ...(API_REFERENCE_ENABLED ? [remarkApiLinks] : []),
    // <PropDefault of="DataGrid.rowHeight" /> and <PropType of="…" /> in prose, read from the installed types.
    [remarkApiValues, { linkToApiPage: API_REFERENCE_ENABLED }],
    // Each demo's sources become a module among Docusaurus's generated files (`.docusaurus/`).
    [
      remarkDemos,
      {
        sourcesDir: path.join(__dirname, '.docusaurus', 'x-docs-demo-sources'),
        tailwindStylesheet: path.join(__dirname, 'src', 'css', 'demo-tailwind.css'),
      },
    ],
    remarkAdSlot,
    // ```ts file=./demos/export/excelExportWorker.ts``` shows that file's text.
    [remarkCodeFiles, { siteDir: __dirname }],
  ],
  routeBasePath: 'x',
  // One docs version, the documented release; a v9 would be a versioned copy beside it (README, "Versions").
  versions: { current: { label: `v${DOCUMENTED_RELEASE}` } },
  sidebarPath: './sidebars.ts',
  breadcrumbs: true,
  showLastUpdateTime: false,
} satisfies Preset.Options['docs'];

const presetOptions = {
  // The docs plugin is added below, so plugins/perf can swap it for one with lighter version data.
  docs: false,
  blog: false,
  pages: { path: 'src/pages' },
  theme: { customCss: './src/css/custom.css' },
  sitemap: { changefreq: 'weekly', priority: 0.5, ignorePatterns: ['/playground/**'] },
} satisfies Preset.Options;

const redirects = {
  redirects: [
    { from: '/x', to: '/x/introduction/' },
    { from: '/', to: '/x/introduction/' },
    // Where the reference site keeps its telemetry guide.
    { from: '/x/guides/telemetry', to: '/x/introduction/telemetry/' },
    // API pages the reference names otherwise: it drops the `Unstable_` prefix and splits a digit from the name.
    { from: '/x/api/charts/sankey-chart', to: '/x/api/charts/unstable-sankey-chart/' },
    { from: '/x/api/date-pickers/pickers-section-list', to: '/x/api/date-pickers/unstable-pickers-section-list/' },
    { from: '/x/api/date-pickers/picker-day-2', to: '/x/api/date-pickers/picker-day2/' },
    { from: '/x/api/date-pickers/date-range-picker-day-2', to: '/x/api/date-pickers/date-range-picker-day2/' },
  ],
} satisfies ClientRedirectsOptions;

// Both families are variable fonts: one file per subset serves every weight.
const fonts = {
  remoteStylesheetUrl: FONT_STYLESHEET_URL,
  fonts: [
    {
      packageName: '@fontsource-variable/ibm-plex-sans',
      cssFiles: ['wght.css'],
      subsets: ['latin', 'latin-ext'],
      family: 'IBM Plex Sans Variable',
      metrics: ibmPlexSansMetrics,
      // Text, and `strong` in MUI's theme and the docs (Infima's bold): 400 to 700.
      weights: [400, 700],
    },
    {
      packageName: '@fontsource-variable/inter',
      cssFiles: ['wght.css'],
      subsets: ['latin', 'latin-ext'],
      family: 'Inter Variable',
      metrics: interMetrics,
      // Headings (600 and 700). The axis keeps its master at 400 too: cutting it saves a kilobyte.
      weights: [400, 700],
    },
  ],
  // The printable ASCII characters, the no-break space, the symbols of the footer, of the previous and next links and
  // of many pages (© « » ° · €), and
  // General Punctuation (dashes, quotes, the ellipsis, the zero-width space of long names): the Latin files cut to
  // these are a third smaller, and only a page with another Latin character (é, ×, −) downloads the rest.
  commonCharacters: 'U+0020-007E,U+00A0,U+00A9,U+00AB,U+00B0,U+00B7,U+00BB,U+2000-206F,U+20AC',
  // Arial, or a font drawn to its metrics where it is missing (Liberation Sans and Arimo on Linux).
  fallback: { metrics: arialMetrics, localNames: ['Arial', 'ArialMT', 'Liberation Sans', 'Arimo'] },
} satisfies SelfHostedFontsOptions;

const docSearch =
  DOCSEARCH_APP_ID && DOCSEARCH_API_KEY && DOCSEARCH_INDEX_NAME
    ? ({ appId: DOCSEARCH_APP_ID, apiKey: DOCSEARCH_API_KEY, indexName: DOCSEARCH_INDEX_NAME } satisfies Preset.ThemeConfig['algolia'])
    : undefined;

// An entry's badges show in the sidebar (the docs layout's chunk) and above the page's title (the page's chunk): one
// chunk holds them for both, with their messages, instead of a copy in each.
const entryBadgesChunkPlugin: PluginConfig = (context: LoadContext) => ({
  name: 'x-docs-entry-badges-chunk',
  configureWebpack: (_config: unknown, isServer: boolean) =>
    isServer
      ? {}
      : sharedChunk(
          'entry-badges',
          filesAmong({
            dirs: ['src/theme/EntryBadges', 'src/theme/PlanMark'].map((dir) => path.join(context.siteDir, dir)),
            files: ['badges', 'planLens'].map((namespace) => namespaceModuleFile(context, namespace)),
          }),
        ),
});

const plugins: PluginConfig[] = [
  [perf.docsPlugin, docs],
  ['@docusaurus/plugin-css-cascade-layers', { layers: cssLayerRules }],
  './plugins/style-layers/index.ts',
  './plugins/canonical-path/index.ts',
  './plugins/runtime-rtl/index.ts',
  './plugins/code-blocks/index.ts',
  './plugins/theme-stylesheet/index.ts',
  ...(API_REFERENCE_ENABLED ? ['./plugins/api-reference/index.ts'] : []),
  './plugins/translations/index.ts',
  ['./plugins/translation-status/index.ts', { docsFolder: docs.path, routeBasePath: docs.routeBasePath }],
  './plugins/analytics/index.ts',
  './plugins/demos/index.ts',
  './plugins/ads/index.ts',
  ['./plugins/self-hosted-fonts/index.ts', fonts],
  ['@docusaurus/plugin-client-redirects', redirects],
  ['./plugins/dev-redirects/index.ts', redirects],
  './plugins/offline/index.ts',
  './plugins/llms-txt/index.ts',
  './plugins/bundler-cache/index.ts',
  './plugins/server-bundle/index.ts',
  // The reader's plan lens on <html> before the first paint (src/settings/planLens).
  planLensHeadScriptPlugin,
  entryBadgesChunkPlugin,
];

// Full-text search with no service (plugins/search): a Pagefind index per locale, written after the build.
const searchPlugins: PluginConfig[] = docSearch ? [] : ['./plugins/search/index.ts'];

const navbar = {
  title: 'MUI X',
  // The title beside the logo names the link; an alt text would only repeat it to screen readers. The size is the
  // SVG's own: the image holds its place before it arrives, so the title and the menus beside it never move.
  logo: { alt: '', src: 'img/logo.svg', href: '/x/introduction/', width: 36, height: 32 },
  hideOnScroll: false,
  items: [
    { type: 'custom-productVersion', position: 'left' },
    { type: 'localeDropdown', position: 'right' },
    { href: 'https://github.com/mui/mui-x', label: 'GitHub', position: 'right' },
  ],
} satisfies Preset.ThemeConfig['navbar'];

const footer = {
  style: 'dark',
  links: [
    {
      title: 'Products',
      items: componentProducts.map((product) => ({ label: product.name, to: `${product.landingPath}/` })),
    },
    {
      title: 'Learn',
      items: [
        { label: 'Installation', to: '/x/introduction/installation/' },
        { label: 'Licensing', to: '/x/introduction/licensing/' },
        { label: 'Migration to v8', to: '/x/migration/migration-data-grid-v7/' },
      ],
    },
    {
      title: 'Community',
      items: [
        { label: 'GitHub', href: 'https://github.com/mui/mui-x' },
        { label: 'Stack Overflow', href: 'https://stackoverflow.com/questions/tagged/mui-x' },
      ],
    },
  ],
  // No licence is stated for the documentation text, so the line names none. `{year}` is filled in by the
  // Footer/Copyright wrapper (customFields.copyrightYear), which also serves the translated lines.
  copyright: '© {year} x-docs contributors',
} satisfies Preset.ThemeConfig['footer'];

const themeConfig = {
  colorMode: { defaultMode: 'light', respectPrefersColorScheme: true },
  navbar,
  footer,
  // Colours come from /code-theme.css (plugins/code-blocks), so both modes render the same markup.
  prism: { theme: variableCodeTheme, darkTheme: variableCodeTheme, additionalLanguages: ['bash', 'diff', 'json'] },
  docs: { sidebar: { hideable: true, autoCollapseCategories: false } },
  tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
  liveCodeBlock: { playgroundPosition: 'bottom' },
  ...(docSearch && { algolia: docSearch }),
} satisfies Preset.ThemeConfig;

const config: Config = {
  title: 'MUI X',
  tagline: 'Advanced React components: Data Grid, Date and Time Pickers, Charts and Tree View.',
  titleDelimiter: '-',
  favicon: 'img/favicon.svg',
  url: SITE_URL,
  baseUrl: '/',
  trailingSlash: true,
  onBrokenLinks: API_REFERENCE_ENABLED ? 'throw' : 'warn',
  onBrokenAnchors: API_REFERENCE_ENABLED ? 'throw' : 'warn',
  onDuplicateRoutes: 'throw',
  markdown: { hooks: { onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw' } },
  future: {
    v4: {
      removeLegacyPostBuildHeadAttribute: true,
      // The site declares its own layers (plugins/style-layers) instead of Docusaurus's default set.
      useCssCascadeLayers: false,
      siteStorageNamespacing: false,
      fasterByDefault: true,
      mdx1CompatDisabledByDefault: true,
    },
    faster: {
      swcJsLoader: true,
      swcJsMinimizer: true,
      swcHtmlMinimizer: true,
      lightningCssMinimizer: true,
      mdxCrossCompilerCache: true,
      rspackBundler: true,
      rspackPersistentCache: RSPACK_PERSISTENT_CACHE,
      ssgWorkerThreads: true,
      // Nothing reads Git dates (no "last updated" line, no sitemap lastmod): the eager reader spent 1.5 s of a core
      // reading the history in each of the build's four processes. Lazily, Git is asked only if something needs it.
      gitEagerVcs: false,
    },
  },
  i18n,
  customFields,
  presets: [['classic', presetOptions]],
  // The performance tricks come last: their theme components wrap every other theme's.
  themes: ['@docusaurus/theme-live-codeblock', ...searchPlugins, ...perf.plugins],
  plugins,
  themeConfig,
};

export default config;
