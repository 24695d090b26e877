import { formatReport, summarize } from '../report';
import type { PageTranslation } from '../status';

const pages: PageTranslation[] = [
  { page: 'sorting.mdx', state: 'missing', englishDate: '2026-11-20', sourceHash: null, sourceDate: null },
  { page: 'index.mdx', state: 'translated', englishDate: '2026-11-21', sourceHash: 'aaaaaaaaaaaa', sourceDate: '2026-11-21' },
  { page: 'filtering.mdx', state: 'outdated', englishDate: '2026-11-25', sourceHash: 'bbbbbbbbbbbb', sourceDate: '2026-11-20' },
  { page: 'paging.mdx', state: 'malformed', englishDate: '2026-11-22', sourceHash: null, sourceDate: null, problem: 'no source marker' },
];

describe('the translation status report', () => {
  it('counts the pages in each state', () => {
    expect(summarize(pages)).toEqual({ translated: 1, outdated: 1, missing: 1, malformed: 1 });
  });

  it('lists the pages that need work first, each with its English date and the version its translation follows', () => {
    const lines = formatReport('zh', pages).split('\n');
    const rows = lines.filter((line) => /\.mdx/.test(line) && !line.startsWith(' '));
    expect(rows.map((row) => row.split(/\s{2,}/))).toEqual([
      ['paging.mdx', 'malformed', '2026-11-22', '-'],
      ['filtering.mdx', 'outdated', '2026-11-25', '2026-11-20 (bbbbbbbbbbbb)'],
      ['index.mdx', 'translated', '2026-11-21', '2026-11-21 (aaaaaaaaaaaa)'],
      ['sorting.mdx', 'missing', '2026-11-20', '-'],
    ]);
    expect(lines).toContain('zh: 1 translated, 1 outdated, 1 missing, 1 malformed');
    expect(lines).toContain('  paging.mdx: no source marker');
  });

  it('can give only the summary and the malformed translations', () => {
    expect(formatReport('zh', pages, { summaryOnly: true })).toBe(
      'zh: 1 translated, 1 outdated, 1 missing, 1 malformed\n\nMalformed translations:\n  paging.mdx: no source marker',
    );
  });
});
