import { structureProblems, withoutComments } from '../structure';

const english = [
  '---',
  'title: Sorting',
  '---',
  '',
  "import { PropDefault } from '@site/src/components/PropDefault';",
  '',
  'Sort rows with the `sortModel` prop; see [the API](/x/api/data-grid/#sort-model).',
  '',
  '## Sorting a column',
  '',
  '<Demo src="./demos/sorting/Basic.tsx" />',
  '',
  '```tsx',
  '// the model, kept in state',
  "const [sortModel, setSortModel] = React.useState([{ field: 'name', sort: 'asc' }]);",
  '```',
  '',
  '### Default order {#default-order}',
  '',
  'It defaults to <PropDefault of="sortingOrder" />.',
  '',
].join('\n');

const faithful = [
  '---',
  'title: 排序',
  '---',
  '',
  "import { PropDefault } from '@site/src/components/PropDefault';",
  '',
  '使用 `sortModel` 属性对行排序；参见 [API](/x/api/data-grid/#sort-model)。',
  '',
  '## 对一列排序 {/* #sorting-a-column */}',
  '',
  '<Demo src="./demos/sorting/Basic.tsx" />',
  '',
  '```tsx',
  '// 排序模型，保存在 state 中',
  "const [sortModel, setSortModel] = React.useState([{ field: 'name', sort: 'asc' }]);",
  '```',
  '',
  '### 默认顺序 {/* #default-order */}',
  '',
  '默认值为 <PropDefault of="sortingOrder" />。',
  '',
].join('\n');

describe('a translation’s structure against its English page', () => {
  it('is kept when only the words (and code comments) are translated', () => {
    expect(structureProblems(english, faithful)).toEqual([]);
  });

  it('names a changed line of code', () => {
    const changed = faithful.replace("sort: 'asc'", "sort: 'desc'");
    expect(structureProblems(english, changed)).toEqual([expect.stringMatching(/^code block 1 differs/)]);
  });

  it('names a lost demo, a changed link target and a lost inline code span', () => {
    const broken = faithful
      .replace('<Demo src="./demos/sorting/Basic.tsx" />', '')
      .replace('(/x/api/data-grid/#sort-model)', '(/x/api/data-grid/)')
      .replace('`sortModel`', 'sortModel');
    expect(structureProblems(english, broken)).toEqual(
      expect.arrayContaining([
        'the element <Demo src="./demos/sorting/Basic.tsx" /> is missing (the English page has it)',
        'a link to /x/api/data-grid/#sort-model is missing (the English page has it)',
        'a link to /x/api/data-grid/ is not in the English page',
        'the inline code `sortModel` is missing',
      ]),
    );
  });

  it('names a heading whose anchor is not the English heading’s, and a heading without one', () => {
    const renamed = faithful.replace('{/* #sorting-a-column */}', '{/* #dui-yi-lie-pai-xu */}').replace(' {/* #default-order */}', '');
    expect(structureProblems(english, renamed)).toEqual([
      'heading 1 has the anchor #dui-yi-lie-pai-xu, the English heading’s is #sorting-a-column',
      'heading 2 has no {/* #id */} anchor, the English heading’s is #default-order',
    ]);
  });

  it('names a missing code block by count', () => {
    const withoutCode = faithful.replace(/```tsx[\s\S]*?```\n/, '');
    expect(structureProblems(english, withoutCode)).toContain('0 code blocks, the English page has 1');
  });
});

describe('code without its comments', () => {
  it('drops whole-line, block and trailing comments but keeps URLs and private fields', () => {
    const code = [
      '# install',
      'npm install @mui/x-data-grid',
      "fetch('https://example.com/rows'); // load rows",
      '/* a block',
      '   comment */',
      'class Grid { #rows = []; }',
      '<Grid /> {/* JSX comment */}',
    ].join('\n');
    expect(withoutComments(code)).toBe(
      ['npm install @mui/x-data-grid', "fetch('https://example.com/rows');", 'class Grid { #rows = []; }', '<Grid /> {}'].join('\n'),
    );
  });
});
