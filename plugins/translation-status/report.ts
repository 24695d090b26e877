import { ATTENTION_ORDER } from './shared';
import { INTRO, type SectionChange } from './sections';
import type { TranslationState } from './shared';
import type { PageTranslation } from './status';

export type Summary = Record<TranslationState, number>;

export function summarize(pages: PageTranslation[]): Summary {
  const summary: Summary = { translated: 0, outdated: 0, missing: 0, malformed: 0 };
  for (const page of pages) summary[page.state] += 1;
  return summary;
}

/**
 * The table a translator works from, for one locale: the pages that need attention first (malformed, then
 * outdated), then the translated ones, then those not translated yet; each with the day its English page last
 * changed and the English version its translation follows.
 */
export function formatReport(locale: string, pages: PageTranslation[], { summaryOnly = false } = {}): string {
  const sorted = [...pages].sort(
    (a, b) => ATTENTION_ORDER.indexOf(a.state) - ATTENTION_ORDER.indexOf(b.state) || a.page.localeCompare(b.page),
  );
  const rows = [
    ['Page', 'Status', 'English changed', 'Translation follows'],
    ...sorted.map((page) => [
      page.page,
      page.state,
      page.englishDate ?? '-',
      page.sourceHash ? `${page.sourceDate ?? '?'} (${page.sourceHash})` : '-',
    ]),
  ];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const lines = rows.map((row) =>
    row
      .map((cell, column) => cell.padEnd(widths[column]!))
      .join('  ')
      .trimEnd(),
  );
  const problems = sorted.filter((page) => page.problem).map((page) => `  ${page.page}: ${page.problem}`);
  const outdated = sorted
    .filter((page) => page.state === 'outdated')
    .map(
      (page) =>
        `  ${page.page}: ${page.sections ? page.sections.map(describeChange).join('; ') : 'the whole page (its marker records no sections)'}`,
    );
  const summary = summarize(pages);
  const table = summaryOnly ? [] : [`Locale ${locale}`, '', lines[0], lines[0]!.replace(/./g, '-'), ...lines.slice(1), ''];
  return [
    ...table,
    `${locale}: ${summary.translated} translated, ${summary.outdated} outdated, ${summary.missing} missing, ${summary.malformed} malformed`,
    ...(outdated.length > 0 && !summaryOnly
      ? ['', 'Sections to bring up to date (npm run translation-diff -- <page> prints the English changes):', ...outdated]
      : []),
    ...(problems.length > 0 ? ['', 'Malformed translations:', ...problems] : []),
  ].join('\n');
}

function anchor(id: string): string {
  return id === INTRO ? 'the opening (before the first heading)' : `#${id}`;
}

/** One English section's change, as a translator reads it in the report. */
export function describeChange({ id, change, after }: SectionChange): string {
  if (change === 'added') return `${anchor(id)} is new, after ${anchor(after ?? INTRO)}`;
  if (change === 'removed') return `${anchor(id)} was removed from the English page`;
  return `${anchor(id)} changed`;
}
