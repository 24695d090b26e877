import { readMarker, sourceHash, writeMarker } from '../marker';
import { translationStatus } from '../status';

const english = '---\ntitle: Sorting\n---\n\nSort rows by one or more columns.\n';
const englishFile = { text: english, date: '2026-11-20' };

function translationOf(englishText: string, date = '2026-11-20'): string {
  return writeMarker('---\ntitle: 排序\n---\n\n按一列或多列对行排序。\n', { hash: sourceHash(englishText), date });
}

describe('a page’s translation status', () => {
  it('is translated when the translation follows the English page as it is', () => {
    expect(translationStatus({ page: 'sorting.mdx', english: englishFile, translation: translationOf(english) })).toEqual({
      page: 'sorting.mdx',
      state: 'translated',
      englishDate: '2026-11-20',
      sourceHash: sourceHash(english),
      sourceDate: '2026-11-20',
    });
  });

  it('is outdated once the English page changes, and keeps the date of the version it follows', () => {
    const changed = { text: `${english}\nA new paragraph.\n`, date: '2026-11-25' };
    const status = translationStatus({ page: 'sorting.mdx', english: changed, translation: translationOf(english) });
    expect(status).toMatchObject({ state: 'outdated', englishDate: '2026-11-25', sourceDate: '2026-11-20' });
  });

  it('is missing when the page has no translation', () => {
    expect(translationStatus({ page: 'sorting.mdx', english: englishFile, translation: null })).toMatchObject({
      state: 'missing',
      englishDate: '2026-11-20',
      sourceHash: null,
    });
  });

  it('is malformed without a source marker, with what to do about it', () => {
    const status = translationStatus({ page: 'sorting.mdx', english: englishFile, translation: '---\ntitle: 排序\n---\n\n正文。\n' });
    expect(status.state).toBe('malformed');
    expect(status.problem).toMatch(/no source marker.*translation-mark/);
  });

  it('is malformed with a marker the script does not write', () => {
    const status = translationStatus({
      page: 'sorting.mdx',
      english: englishFile,
      translation: '---\ntitle: 排序\nsource_hash: latest\n---\n\n正文。\n',
    });
    expect(status).toMatchObject({ state: 'malformed', problem: expect.stringContaining('unknown source marker "latest"') });
  });

  it('is malformed when there is no English page to translate', () => {
    const status = translationStatus({ page: 'gone.mdx', english: null, translation: translationOf(english) });
    expect(status).toMatchObject({ state: 'malformed', englishDate: null, problem: expect.stringContaining('docs/gone.mdx') });
  });

  it('does not change when only the English line endings do', () => {
    const windows = { text: english.replace(/\n/g, '\r\n'), date: '2026-11-20' };
    expect(translationStatus({ page: 'sorting.mdx', english: windows, translation: translationOf(english) }).state).toBe('translated');
  });
});

describe('the source marker', () => {
  it('is added to the front matter, and replaces an older one instead of adding a second', () => {
    const once = writeMarker('---\ntitle: 排序\n---\n\n正文。\n', { hash: 'aaaaaaaaaaaa', date: '2026-11-20' });
    const twice = writeMarker(once, { hash: 'bbbbbbbbbbbb', date: '2026-11-25' });
    expect(twice).toBe('---\ntitle: 排序\nsource_hash: bbbbbbbbbbbb\nsource_date: 2026-11-25\n---\n\n正文。\n');
    expect(readMarker(twice)).toEqual({ marker: { hash: 'bbbbbbbbbbbb', date: '2026-11-25' } });
  });

  it('gives a page without front matter one', () => {
    expect(writeMarker('正文。\n', { hash: 'cccccccccccc', date: null })).toBe('---\nsource_hash: cccccccccccc\n---\n\n正文。\n');
  });

  it('is read when quoted, and a date in another format is not taken for one', () => {
    expect(readMarker("---\nsource_hash: 'abcdefabcdef'\nsource_date: yesterday\n---\n")).toEqual({
      marker: { hash: 'abcdefabcdef', date: null },
    });
  });

  it('is not read from the body of the page', () => {
    expect(readMarker('---\ntitle: 排序\n---\n\nsource_hash: abcdefabcdef\n')).toEqual({ problem: 'missing' });
  });

  it('is malformed when an up-to-date translation lost a demo of its English page, naming it', () => {
    const withDemo = `${english}\n<Demo src="./demos/sorting/Basic.tsx" />\n`;
    const status = translationStatus({
      page: 'sorting.mdx',
      english: { text: withDemo, date: '2026-11-20' },
      translation: translationOf(withDemo),
    });
    expect(status).toMatchObject({
      state: 'malformed',
      problem: expect.stringContaining('the element <Demo src="./demos/sorting/Basic.tsx" /> is missing'),
    });
  });
});
