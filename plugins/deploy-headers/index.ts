/**
 * Writes `_headers` at the root of the build (beside the default locale's pages):
 * the cache rules a static host applies to every locale (see ./headers.ts).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { headerRules, headersFile } from './headers';

const HEADERS_FILE = '_headers';

export default function deployHeadersPlugin({ i18n, siteConfig }: LoadContext): Plugin {
  return {
    name: 'x-docs-deploy-headers',
    async postBuild({ outDir }) {
      // Each locale builds into its own folder; the default one is the root that the host serves.
      if (i18n.currentLocale !== i18n.defaultLocale) {
        return;
      }
      const baseUrls = i18n.locales.map((locale) =>
        locale === i18n.defaultLocale ? siteConfig.baseUrl : `${siteConfig.baseUrl}${locale}/`,
      );
      await fs.writeFile(path.join(outDir, HEADERS_FILE), headersFile(headerRules(baseUrls)));
    },
  };
}
