import fs from 'node:fs/promises';
import path from 'node:path';
import { docsPagesIn } from '../mdx/docsPages';
import { lastChangeDays } from './lastChanges';
import { translationStatus, type PageTranslation } from './status';

/** Where Docusaurus looks for a locale's translation of a docs page. */
export function translationsFolder(locale: string): string {
  return path.join('i18n', locale, 'docusaurus-plugin-content-docs', 'current');
}

async function readOrNull(file: string): Promise<string | null> {
  return fs.readFile(file, 'utf8').catch(() => null);
}

/** Every page's status in `locale`: each English page, and each translation, even one without an English page. */
export async function collectTranslations(siteDir: string, docsFolder: string, locale: string): Promise<PageTranslation[]> {
  const translations = translationsFolder(locale);
  const englishPages = docsPagesIn(path.join(siteDir, docsFolder));
  const translatedPages = docsPagesIn(path.join(siteDir, translations));
  const englishFiles = englishPages.map((page) => `${docsFolder}/${page}`);
  const days = await lastChangeDays(siteDir, docsFolder, englishFiles);
  const pages = [...new Set([...englishPages, ...translatedPages])].sort();
  return Promise.all(
    pages.map(async (page) => {
      const englishText = await readOrNull(path.join(siteDir, docsFolder, page));
      const englishDate = days.get(`${docsFolder}/${page}`);
      return translationStatus({
        page,
        english: englishText === null || englishDate === undefined ? null : { text: englishText, date: englishDate },
        translation: await readOrNull(path.join(siteDir, translations, page)),
      });
    }),
  );
}
