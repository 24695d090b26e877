/**
 * The API reference: one page per exported component of the MUI X packages and
 * per configured interface, at `/x/api/<product>/<name>/`, plus an index per
 * product. Everything comes from the installed packages' declarations.
 */
import path from 'node:path';
import type { LoadContext, Plugin, RouteConfig } from '@docusaurus/types';
import type { LoadedContent } from '@docusaurus/plugin-content-docs';
import { loadExtractedReference } from './cache';
import { apiPathsByName, composeReference, localPathOf } from './compose';
import { docsPageExists, scanGuidePages } from './demoUsage';
import { createMarkdownRenderer } from './render/markdown';
import { emitAssetsPlugin, type GeneratedFile } from '../assets/emitAsset';
import { sharedThemeChunk } from '../assets/sharedThemeChunk';
import { PAGE_LOADER_FILE, pageDataAssetName, serverPageLoaderSource, type PageDataFile } from './pageLoaders';
import { docsNavigationOf, type DocsNavigation } from './docsNavigation';
import type { ApiPage, ApiProductIndex, ApiReference } from './types';
import type { ExtractedReference } from './extract/types';
import { docsPagesIn } from '../mdx/docsPages';
import { API_ROUTE_BASE } from '../../src/data/products';
import { pages as navigation } from '../../src/data/pages';
import { flattenPages } from '../../src/lib/pageTree';

const INDEX_COMPONENT = '@theme/ApiReference/ApiIndexPage';
const PAGE_COMPONENT = '@theme/ApiReference/ApiPage';
const ROUTES_COMPONENT = '@theme/ApiReference/ApiRoutes';
/** What `theme/ApiReference/pageData.ts` imports to load a page's data (see pageLoaders.ts). */
export const PAGE_LOADER_ALIAS = '@x-docs/api-page-loader';
const CLIENT_PAGE_LOADER = path.resolve(__dirname, 'theme/ApiReference/pageLoader.client.ts');
const PLUGIN_NAME = 'x-docs-api-reference';
const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';

/** The product's index with the labels of its navigation group in the locale being built. */
function localizedIndex(index: ApiProductIndex, { labels }: DocsNavigation): ApiProductIndex {
  const group = navigation.find((entry) => flattenPages(entry.children ?? []).some((page) => `${page.pathname}/` === index.guidePath));
  const groupLabels = Object.fromEntries(
    flattenPages(group ? [group] : []).flatMap(({ pathname }) => (labels[pathname] ? [[pathname, labels[pathname]]] : [])),
  );
  return Object.keys(groupLabels).length > 0 ? { ...index, navigationLabels: groupLabels } : index;
}

/** The page with the guides that demo it named by their titles in the locale being built. */
function localizedPage(page: ApiPage, { titles }: DocsNavigation): ApiPage {
  return { ...page, demos: page.demos.map((demo) => ({ ...demo, title: titles[demo.path] ?? demo.title })) };
}

export default function apiReferencePlugin(context: LoadContext): Plugin<ApiReference> {
  const { siteDir, baseUrl } = context;
  const docsDir = path.join(siteDir, 'docs');
  const withBaseUrl = (pathname: string) => `${baseUrl.replace(/\/$/, '')}${pathname}`;
  let serverPageLoaderPath: string | undefined;
  let pageDataAssets: GeneratedFile[] = [];
  // `npm start` loads the content again at each edit of a docs page; the reference changes only with what it reads
  // of the docs: which pages exist (its links) and which pages demo which exports.
  let composed: { extracted: ExtractedReference; docsKey: string; reference: ApiReference } | undefined;
  return {
    name: PLUGIN_NAME,
    // @theme/ApiReference/* (the pages' route components) and @theme/ApiLinks (the "API" list remarkApiLinks adds).
    getThemePath: () => path.join(__dirname, 'theme'),
    async loadContent() {
      const extracted = loadExtractedReference({ nodeModulesDir: path.join(siteDir, 'node_modules') });
      const pages = docsPagesIn(docsDir);
      const guidePages = scanGuidePages(docsDir, pages);
      const docsKey = JSON.stringify({ pages, guidePages });
      if (composed?.extracted === extracted && composed.docsKey === docsKey) return composed.reference;
      const apiPaths = apiPathsByName(extracted);
      const apiPathSet = new Set(apiPaths.values());
      const pageExists = (pathname: string) =>
        pathname.startsWith('/x/api/') ? apiPathSet.has(pathname) : docsPageExists(docsDir, pathname);
      const render = await createMarkdownRenderer({
        apiPath: (name) => {
          const target = apiPaths.get(name);
          return target && withBaseUrl(target);
        },
        localPath: (url) => {
          const local = localPathOf(url, pageExists);
          return local && withBaseUrl(local);
        },
      });
      const reference = composeReference(extracted, { guidePages, render });
      composed = { extracted, docsKey, reference };
      return reference;
    },

    // After every plugin's content: the pages name the guides and their navigation as the docs plugin translated them.
    async allContentLoaded({ allContent, actions }) {
      const content = allContent[PLUGIN_NAME]?.default as ApiReference;
      const docsNavigation = docsNavigationOf(allContent[DOCS_PLUGIN]?.default as LoadedContent | undefined, navigation, baseUrl);
      const { createData, addRoute } = actions;
      const dataFiles: PageDataFile[] = [];
      const routes: RouteConfig[] = [];
      pageDataAssets = [];
      for (const productIndex of content.products.map((index) => localizedIndex(index, docsNavigation))) {
        const indexModule = await createData(`${productIndex.product}.json`, JSON.stringify(productIndex));
        routes.push({ path: withBaseUrl(productIndex.path), component: INDEX_COMPONENT, exact: true, modules: { index: indexModule } });
        for (const page of content.pages
          .filter((entry) => entry.product === productIndex.product)
          .map((entry) => localizedPage(entry, docsNavigation))) {
          const fileName = `${page.product}-${page.slug}.json`;
          const routePath = withBaseUrl(page.path);
          const json = JSON.stringify(page);
          await createData(fileName, json);
          dataFiles.push({ routePath, fileName });
          pageDataAssets.push({ fileName: pageDataAssetName(routePath, baseUrl), content: json });
          // The page's data is not a route module (see pageLoaders.ts): only the product index, shared by its pages.
          routes.push({ path: routePath, component: PAGE_COMPONENT, exact: true, modules: { index: indexModule } });
        }
      }
      // One parent route: every other page's route matching (at start-up and for each prefetch) tests one
      // pattern here instead of compiling and testing one per API page before it reaches the docs.
      addRoute({ path: withBaseUrl(`${API_ROUTE_BASE}/`), component: ROUTES_COMPONENT, routes });
      serverPageLoaderPath = await createData(PAGE_LOADER_FILE, serverPageLoaderSource(dataFiles));
    },

    configureWebpack(_config, isServer) {
      // Docusaurus bundles after every plugin has loaded its content, so the generated module exists by now.
      if (isServer) {
        return serverPageLoaderPath ? { resolve: { alias: { [PAGE_LOADER_ALIAS]: serverPageLoaderPath } } } : {};
      }
      return {
        resolve: { alias: { [PAGE_LOADER_ALIAS]: CLIENT_PAGE_LOADER } },
        plugins: [emitAssetsPlugin(PLUGIN_NAME, pageDataAssets)],
        // The "API" list at the end of the guide pages.
        ...sharedThemeChunk('api-links', path.join(__dirname, 'theme', 'ApiLinks')),
      };
    },

    getPathsToWatch() {
      return [path.join(docsDir, '**/*.mdx'), path.join(docsDir, '**/demos/**/*.tsx')];
    },
  };
}
