/**
 * The translators' workflow on top of Docusaurus's translation folders: every translated page records the English
 * version it follows (marker.ts), and this plugin tells readers and translators where each page stands. In a
 * translated locale it gives every docs page its status (theme/TranslationNotice shows it above the article; the
 * default locale gets defaultLocaleTheme/, where the notice renders nothing) and
 * adds the status page `/<locale>/x/translations/` (theme/TranslationStatusPage); on the command line it adds
 * `translation-status`, `translation-start` and `translation-mark` (cli.ts).
 */
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { LoadedContent } from '@docusaurus/plugin-content-docs';
import { aliasedSitePathToRelativePath } from '@docusaurus/utils';
import { addTranslationCommands } from './cli';
import { collectTranslations, translationsFolder } from './collect';
import { summarize } from './report';
import { TRANSLATION_STATUS_PLUGIN, type StatusPageProps, type TranslationStatusData } from './shared';

export interface TranslationStatusOptions {
  /** The docs plugin's folder and route base path. */
  docsFolder: string;
  routeBasePath: string;
}

const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';
export const STATUS_PAGE_ROUTE = 'translations/';

export default function translationStatusPlugin(context: LoadContext, options: TranslationStatusOptions): Plugin {
  const { siteDir, baseUrl, i18n } = context;
  const { docsFolder, routeBasePath } = options;
  const translated = i18n.currentLocale !== i18n.defaultLocale;
  return {
    name: TRANSLATION_STATUS_PLUGIN,
    // The default locale's pages are the originals: there the notice is a component that renders nothing.
    getThemePath: () => path.join(__dirname, translated ? 'theme' : 'defaultLocaleTheme'),
    getPathsToWatch: () => (translated ? [path.join(siteDir, translationsFolder(i18n.currentLocale), '**/*.{md,mdx}')] : []),
    extendCli: (cli) => addTranslationCommands(cli, context, options),
    async allContentLoaded({ allContent, actions }) {
      if (!translated) return;
      const englishBaseUrl = i18n.localeConfigs[i18n.defaultLocale]?.baseUrl ?? '/';
      const docs = (allContent[DOCS_PLUGIN]?.default as LoadedContent | undefined)?.loadedVersions.flatMap((version) => version.docs) ?? [];
      const statuses = new Map((await collectTranslations(siteDir, docsFolder, i18n.currentLocale)).map((status) => [status.page, status]));
      // A doc's file relative to the docs folder, whether Docusaurus took it from docs/ or from the translations.
      const folders = [docsFolder, translationsFolder(i18n.currentLocale)].map((folder) => `${folder.split(path.sep).join('/')}/`);
      const pageOf = (source: string) => {
        const file = aliasedSitePathToRelativePath(source).split(path.sep).join('/');
        const folder = folders.find((candidate) => file.startsWith(candidate));
        return folder ? file.slice(folder.length) : file;
      };
      const rows = docs
        .map((doc) => ({ doc, status: statuses.get(pageOf(doc.source)) }))
        .flatMap(({ doc, status }) =>
          status
            ? [
                {
                  title: doc.title,
                  permalink: doc.permalink,
                  state: status.state,
                  englishDate: status.englishDate,
                  sourceDate: status.sourceDate,
                  sections: status.sections,
                },
              ]
            : [],
        )
        .sort((a, b) => a.permalink.localeCompare(b.permalink));
      const statusPagePath = `${baseUrl}${routeBasePath}/${STATUS_PAGE_ROUTE}`;
      const translatedPages: TranslationStatusData['translatedPages'] = {};
      for (const { permalink, state, englishDate, sourceDate, sections } of rows) {
        if (state !== 'missing') translatedPages[permalink] = { state, englishDate, sourceDate, ...(sections ? { sections } : {}) };
      }
      actions.setGlobalData({ translatedPages, englishBaseUrl, statusPagePath } satisfies TranslationStatusData);
      const props: StatusPageProps = { rows, summary: summarize([...statuses.values()]) };
      actions.addRoute({
        path: statusPagePath,
        exact: true,
        component: '@theme/TranslationStatusPage',
        modules: { status: await actions.createData('status.json', JSON.stringify(props)) },
      });
    },
  };
}
