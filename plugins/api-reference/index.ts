/**
 * The API reference: one page per exported component of the MUI X packages and
 * per configured interface, at `/x/api/<product>/<name>/`, plus an index per
 * product. Everything comes from the installed packages' declarations.
 */
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { loadExtractedReference } from './cache';
import { apiPathsByName, composeReference, localPathOf } from './compose';
import { docsPageExists, scanGuidePages } from './demoUsage';
import { createMarkdownRenderer } from './render/markdown';
import type { ApiReference } from './types';

const INDEX_COMPONENT = '@site/src/components/ApiReference/ApiIndexPage';
const PAGE_COMPONENT = '@site/src/components/ApiReference/ApiPage';

export default function apiReferencePlugin(context: LoadContext): Plugin<ApiReference> {
  const { siteDir, baseUrl } = context;
  const docsDir = path.join(siteDir, 'docs');
  const withBaseUrl = (pathname: string) => `${baseUrl.replace(/\/$/, '')}${pathname}`;
  return {
    name: 'x-docs-api-reference',

    async loadContent() {
      const extracted = loadExtractedReference({ nodeModulesDir: path.join(siteDir, 'node_modules') });
      const apiPaths = apiPathsByName(extracted);
      const apiPathSet = new Set(apiPaths.values());
      const pageExists = (pathname: string) => (pathname.startsWith('/x/api/') ? apiPathSet.has(pathname) : docsPageExists(docsDir, pathname));
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
      return composeReference(extracted, { guidePages: scanGuidePages(docsDir), render });
    },

    async contentLoaded({ content, actions }) {
      const { createData, addRoute } = actions;
      for (const productIndex of content.products) {
        const indexModule = await createData(`${productIndex.product}.json`, JSON.stringify(productIndex));
        addRoute({ path: withBaseUrl(productIndex.path), component: INDEX_COMPONENT, exact: true, modules: { index: indexModule } });
        for (const page of content.pages.filter((entry) => entry.product === productIndex.product)) {
          const pageModule = await createData(`${page.product}-${page.slug}.json`, JSON.stringify(page));
          addRoute({ path: withBaseUrl(page.path), component: PAGE_COMPONENT, exact: true, modules: { page: pageModule, index: indexModule } });
        }
      }
    },

    getPathsToWatch() {
      return [path.join(docsDir, '**/*.mdx'), path.join(docsDir, '**/demos/**/*.tsx')];
    },
  };
}
