/**
 * Publishes the docs for readers' tools: `/x/llms.txt` lists every docs page
 * with its description, and each page is also written as plain Markdown at its
 * URL plus `.md`, generated from the same MDX sources (demos inlined as code).
 * Every locale writes its pages' exports (a translated page's from its translation, with the English page's
 * demos); llms.txt is the default locale's only. Its theme component `PageActions` offers the export on each page.
 */
import fs from 'node:fs/promises';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { aliasedSitePathToRelativePath } from '@docusaurus/utils';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { LoadedContent } from '@docusaurus/plugin-content-docs';
import { pages as navigation } from '../../src/data/pages';
import { buildLlmsTxt, type ExportedPage } from './llmsTxt';
import { exportFileOf } from './paths';
import { mdxToMarkdown } from './toMarkdown';
import { loadExtractedReference } from '../api-reference/cache';
import { apiValueMarkdown } from '../api-reference/remarkApiValues';
import { demoBaseDir } from '../mdx/demoBaseDir';

export const LLMS_TXT_PATH = 'x/llms.txt';

interface SourcePage extends ExportedPage {
  filePath: string;
}

const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';

function docsPages(allContent: Record<string, Record<string, unknown> | undefined>, siteDir: string): SourcePage[] {
  const docsContent = allContent[DOCS_PLUGIN]?.default as LoadedContent | undefined;
  if (!docsContent) {
    throw new Error('llms-txt: the docs plugin (preset-classic `docs`) must be enabled; it is the source of the exports.');
  }
  return docsContent.loadedVersions.flatMap((version) =>
    version.docs.map((doc) => ({
      permalink: doc.permalink,
      title: doc.title,
      description: doc.description,
      filePath: path.join(siteDir, aliasedSitePathToRelativePath(doc.source)),
    })),
  );
}

/** A translation's `<Demo src>` is relative to the English page's folder, as the demos plugin reads it. */
function readDemoOf(pageFile: string) {
  return (src: string): string | null => {
    const demoFile = path.resolve(demoBaseDir(pageFile), src);
    return existsSync(demoFile) ? readFileSync(demoFile, 'utf8') : null;
  };
}

export default function llmsTxtPlugin(context: LoadContext): Plugin {
  const { siteDir, siteConfig, i18n } = context;
  let sourcePages: SourcePage[] = [];
  return {
    name: 'x-docs-llms-txt',
    // `@theme/PageActions`: "Copy page" and its menu beside each docs page's title.
    getThemePath: () => path.join(__dirname, 'theme'),
    allContentLoaded({ allContent }) {
      sourcePages = docsPages(allContent, siteDir);
    },
    async postBuild({ outDir }) {
      const apiPages = loadExtractedReference({ nodeModulesDir: path.join(siteDir, 'node_modules') }).pages;
      await Promise.all(
        sourcePages.map(async (page) => {
          const markdown = mdxToMarkdown({
            title: page.title,
            description: page.description,
            source: await fs.readFile(page.filePath, 'utf8'),
            filePath: path.relative(siteDir, page.filePath),
            readDemo: readDemoOf(page.filePath),
            apiValue: (elementName, of) => apiValueMarkdown(elementName, of, apiPages),
          });
          const target = path.join(outDir, exportFileOf(page.permalink, siteConfig.baseUrl));
          await fs.mkdir(path.dirname(target), { recursive: true });
          await fs.writeFile(target, markdown);
        }),
      );
      if (i18n.currentLocale !== i18n.defaultLocale) {
        return;
      }
      const llmsTxt = buildLlmsTxt({
        title: siteConfig.title,
        summary: siteConfig.tagline,
        siteUrl: siteConfig.url,
        navigation,
        pages: sourcePages,
      });
      await fs.writeFile(path.join(outDir, LLMS_TXT_PATH), llmsTxt);
    },
  };
}
