import { readMarker, writeMarker } from '../marker';
import { formatReport } from '../report';
import { INTRO, sectionChanges, sectionHashes, sectionsOf } from '../sections';
import { translationStatus } from '../status';

const english = [
  '---',
  'title: Sorting',
  '---',
  '',
  'Sort rows by one or more columns.',
  '',
  '## Sort model',
  '',
  'The model is an array.',
  '',
  '```md',
  '## Not a heading: inside a code block',
  '```',
  '',
  '### Default order {#default-order}',
  '',
  'Ascending first.',
  '',
  '## Multi-sorting',
  '',
  'Hold Shift.',
  '',
].join('\n');

describe('a page cut into sections', () => {
  it('starts a section at every heading outside code, named by its anchor, the opening first', () => {
    expect(sectionsOf(english).map(({ id, title }) => [id, title])).toEqual([
      [INTRO, ''],
      ['sort-model', 'Sort model'],
      ['default-order', 'Default order'],
      ['multi-sorting', 'Multi-sorting'],
    ]);
    expect(sectionsOf(english)[1]!.text).toContain('## Not a heading: inside a code block');
  });
});

describe('the sections whose English changed', () => {
  const recorded = sectionHashes(english);

  it('are none while the English page is the same', () => {
    expect(sectionChanges(recorded, english)).toEqual([]);
  });

  it('are only the section whose text changed', () => {
    const changed = english.replace('Hold Shift.', 'Hold Shift, or Ctrl on Windows.');
    expect(sectionChanges(recorded, changed)).toEqual([{ id: 'multi-sorting', change: 'changed', title: 'Multi-sorting' }]);
  });

  it('name a new title as a change to the opening', () => {
    expect(sectionChanges(recorded, english.replace('title: Sorting', 'title: Sorting rows'))).toEqual([
      { id: INTRO, change: 'changed', title: '' },
    ]);
  });

  it('name a new section with the section it follows, and a removed one', () => {
    const reworked = english
      .replace('## Multi-sorting\n\nHold Shift.\n', '')
      .replace('Ascending first.\n', 'Ascending first.\n\n## Stable sorting\n\nEqual rows keep their order.\n');
    expect(sectionChanges(recorded, reworked)).toEqual([
      { id: 'stable-sorting', change: 'added', title: 'Stable sorting', after: 'default-order' },
      { id: 'multi-sorting', change: 'removed', title: '' },
    ]);
  });
});

describe('a translation that records its sections', () => {
  const translation = writeMarker('---\ntitle: 排序\n---\n\n正文。\n', {
    hash: 'aaaaaaaaaaaa',
    date: '2026-11-20',
    sections: sectionHashes(english),
  });

  it('keeps them through a read and a rewrite', () => {
    const reading = readMarker(translation);
    expect(reading).toEqual({ marker: { hash: 'aaaaaaaaaaaa', date: '2026-11-20', sections: sectionHashes(english) } });
    const rewritten = writeMarker(translation, { hash: 'bbbbbbbbbbbb', date: '2026-11-25', sections: { [INTRO]: '12345678' } });
    expect(readMarker(rewritten)).toEqual({ marker: { hash: 'bbbbbbbbbbbb', date: '2026-11-25', sections: { [INTRO]: '12345678' } } });
    expect(rewritten.match(/source_sections:/g)).toHaveLength(1);
    expect(rewritten).toContain('title: 排序');
  });

  it('is outdated with only the changed section listed, and the report names it', () => {
    const changed = english.replace('Hold Shift.', 'Hold Shift, or Ctrl on Windows.');
    const status = translationStatus({ page: 'sorting.mdx', english: { text: changed, date: '2026-12-03' }, translation });
    expect(status).toMatchObject({
      state: 'outdated',
      sections: [{ id: 'multi-sorting', change: 'changed', title: 'Multi-sorting' }],
    });
    expect(formatReport('zh', [status])).toContain('  sorting.mdx: #multi-sorting changed');
  });
});
