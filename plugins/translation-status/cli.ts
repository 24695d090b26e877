import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext } from '@docusaurus/types';
import { collectTranslations, translationsFolder } from './collect';
import { withHeadingIds } from './headingIds';
import { lastChangeDays } from './lastChanges';
import { readMarker, sourceHash, writeMarker } from './marker';
import { sectionChanges, sectionHashes } from './sections';
import { describeChange } from './report';
import { sourceCommit } from './sourceVersion';
import { resolvePagePath } from './pagePath';
import { structureProblems } from './structure';
import { formatReport } from './report';

type Cli = Parameters<NonNullable<import('@docusaurus/types').Plugin['extendCli']>>[0];

/** A mistake on the command line: said in one line, without a stack trace. */
class UsageError extends Error {}

/** The command's action, with a usage error printed as a message and a non-zero exit status. */
function reportingUsageErrors<Args extends unknown[]>(action: (...args: Args) => void | Promise<void>) {
  return async (...args: Args): Promise<void> => {
    try {
      await action(...args);
    } catch (error) {
      if (!(error instanceof UsageError)) throw error;
      console.error(error.message);
      process.exitCode = 1;
    }
  };
}

interface Settings {
  docsFolder: string;
  routeBasePath: string;
}

/**
 * The translator's commands (`npm run translation-status`, `translation-start`, `translation-mark`), added to
 * Docusaurus's command line so they read the site's own locales and docs folder.
 */
export function addTranslationCommands(cli: Cli, context: LoadContext, { docsFolder, routeBasePath }: Settings): void {
  const { siteDir } = context;
  const { defaultLocale, locales } = context.i18n;
  const translatedLocales = locales.filter((locale) => locale !== defaultLocale);

  const localeOf = (option: string | undefined): string => {
    const locale = option ?? (translatedLocales.length === 1 ? translatedLocales[0] : undefined);
    if (!locale || !translatedLocales.includes(locale)) {
      throw new UsageError(`Name the locale with --locale, one of: ${translatedLocales.join(', ')}.`);
    }
    return locale;
  };
  const pagesNamed = (names: string[]): string[] =>
    names.map((name) => {
      const page = resolvePagePath(name, {
        docsFolder,
        routeBasePath,
        locales,
        exists: (candidate) => fs.existsSync(path.join(siteDir, docsFolder, candidate)),
      });
      if (!page) throw new UsageError(`"${name}" is not an English docs page (give e.g. introduction/licensing).`);
      return page;
    });

  cli
    .command('translation-status')
    .description('Print each locale’s translation status; fail on a malformed translation.')
    .option('--locale <locale>', 'one locale only')
    .option('--summary', 'only the summary line and the malformed translations')
    .action(
      reportingUsageErrors(async ({ locale, summary }: { locale?: string; summary?: boolean }) => {
        let malformed = 0;
        for (const current of locale ? [localeOf(locale)] : translatedLocales) {
          const pages = await collectTranslations(siteDir, docsFolder, current);
          console.log(`${formatReport(current, pages, { summaryOnly: summary === true })}\n`);
          malformed += pages.filter((page) => page.state === 'malformed').length;
        }
        if (malformed > 0) {
          console.error(`${malformed} malformed translation(s): see "Malformed translations" above.`);
          process.exitCode = 1;
        }
      }),
    );

  cli
    .command('translation-start <pages...>')
    .description('Copy English pages into a locale to translate them, with an explicit id on every heading.')
    .option('--locale <locale>', 'the locale to translate into')
    .action(
      reportingUsageErrors((names: string[], { locale }: { locale?: string }) => {
        const target = localeOf(locale);
        for (const page of pagesNamed(names)) {
          const destination = path.join(siteDir, translationsFolder(target), page);
          if (fs.existsSync(destination)) {
            console.log(`${path.relative(siteDir, destination)} exists already: left as it is.`);
            continue;
          }
          const english = fs.readFileSync(path.join(siteDir, docsFolder, page), 'utf8');
          fs.mkdirSync(path.dirname(destination), { recursive: true });
          // The anchors of the English headings, kept once the headings are translated: other pages link to them.
          fs.writeFileSync(destination, withHeadingIds(english));
          console.log(`${path.relative(siteDir, destination)}: translate it, then run npm run translation-mark -- ${page}`);
        }
      }),
    );

  cli
    .command('translation-mark <pages...>')
    .description('Record that translations follow their English pages as they are now (once they keep their structure).')
    .option('--locale <locale>', 'the locale of the translations')
    .action(
      reportingUsageErrors(async (names: string[], { locale }: { locale?: string }) => {
        const target = localeOf(locale);
        const pages = pagesNamed(names);
        const days = await lastChangeDays(
          siteDir,
          docsFolder,
          pages.map((page) => `${docsFolder}/${page}`),
        );
        for (const page of pages) {
          const file = path.join(siteDir, translationsFolder(target), page);
          if (!fs.existsSync(file)) throw new UsageError(`${page} has no ${target} translation: start one with npm run translation-start.`);
          const english = fs.readFileSync(path.join(siteDir, docsFolder, page), 'utf8');
          const translation = fs.readFileSync(file, 'utf8');
          const problems = structureProblems(english, translation);
          if (problems.length > 0) {
            console.error(
              `${path.relative(siteDir, file)} was not marked: it ${problems.length === 1 ? 'differs' : 'differs in these ways'} from the English page.`,
            );
            for (const problem of problems) console.error(`  - ${problem}`);
            process.exitCode = 1;
            continue;
          }
          const marker = { hash: sourceHash(english), date: days.get(`${docsFolder}/${page}`) ?? null, sections: sectionHashes(english) };
          fs.writeFileSync(file, writeMarker(translation, marker));
          console.log(`${path.relative(siteDir, file)}: follows the English page of ${marker.date} (${marker.hash}).`);
        }
      }),
    );

  cli
    .command('translation-diff <page>')
    .description('Print what changed in an English page since the version its translation follows.')
    .option('--locale <locale>', 'the locale of the translation')
    .action(
      reportingUsageErrors(async (name: string, { locale }: { locale?: string }) => {
        const target = localeOf(locale);
        const [page] = pagesNamed([name]);
        const file = path.join(siteDir, translationsFolder(target), page!);
        if (!fs.existsSync(file)) throw new UsageError(`${page} has no ${target} translation: start one with npm run translation-start.`);
        const reading = readMarker(fs.readFileSync(file, 'utf8'));
        if ('problem' in reading)
          throw new UsageError(`${page}'s translation has no readable marker: check it whole against the English page.`);
        const englishFile = `${docsFolder}/${page}`;
        const english = fs.readFileSync(path.join(siteDir, englishFile), 'utf8');
        if (sourceHash(english) === reading.marker.hash) {
          console.log(`${page}: the translation follows the English page as it is; nothing to carry over.`);
          return;
        }
        if (reading.marker.sections) {
          console.log(`Sections to bring up to date in ${path.relative(siteDir, file)}:`);
          for (const change of sectionChanges(reading.marker.sections, english)) console.log(`  - ${describeChange(change)}`);
          console.log('');
        }
        const commit = await sourceCommit(siteDir, englishFile, reading.marker.hash);
        if (!commit) {
          throw new UsageError(
            `Git has no version of ${englishFile} with the hash ${reading.marker.hash} (from ${reading.marker.date ?? 'an unknown day'}): compare with git log -p ${englishFile}.`,
          );
        }
        console.log(`The English changes since the version the translation follows (${commit.slice(0, 10)}):\n`);
        spawnSync('git', ['-C', siteDir, '--no-pager', 'diff', commit, '--', englishFile], { stdio: 'inherit' });
      }),
    );
}
