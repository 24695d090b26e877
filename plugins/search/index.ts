/**
 * The site's own search on Pagefind: after each locale's build, its pages are indexed into `<outDir>/pagefind/`
 * (buildIndex.ts). The search box is `src/theme/SearchBar`; this plugin adds the search page, `/search/?q=`
 * (`src/theme/SearchPage`).
 */
import type { LoadContext, Plugin } from '@docusaurus/types';
import { buildSearchIndex } from './buildIndex';

export default function searchIndexPlugin(context: LoadContext): Plugin {
  return {
    name: 'x-docs-search-index',
    contentLoaded({ actions }) {
      const { baseUrl } = context;
      actions.addRoute({ path: `${baseUrl}search/`, component: '@theme/SearchPage', exact: true });
    },
    async postBuild({ outDir, baseUrl, i18n }) {
      const otherLocales = i18n.locales.filter((locale) => locale !== i18n.currentLocale);
      const started = performance.now();
      const pages = await buildSearchIndex({ outDir, baseUrl, skipFolders: otherLocales });
      console.log(`[x-docs] Search index: ${pages} pages in ${Math.round(performance.now() - started)} ms.`);
    },
  };
}
