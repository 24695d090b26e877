/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import { docsPagesIn } from '../../plugins/mdx/docsPages';
import { findDeprecatedMentions, readDeprecatedApis, type DeprecatedApi } from './deprecatedApis';

const root = path.resolve(__dirname, '../..');
const PAGE_FOLDERS = ['docs', 'i18n/zh/docusaurus-plugin-content-docs/current'];

const deprecated = readDeprecatedApis(path.join(root, 'node_modules'));
const sample = (lines: string[]) => lines.join('\n');

describe('the deprecated APIs read from the installed packages', () => {
  it.each([
    ['getRowNode', 'gridRowNodeSelector'],
    ['getSelectedRows', 'gridRowSelectionIdsSelector'],
    ['setRowIndex', 'setRowPosition'],
    ['onRowsScrollEnd', 'Infinite loading'],
    ['lineElementClasses', 'lineClasses'],
    ['pieArcLabelClasses', 'pieClasses'],
    ['TreeViewBaseItem', 'TreeViewDefaultItemModelProperties'],
    ['ChartContainer', 'ChartsContainer'],
    ['treeItemClasses.selected', 'data-selected'],
    ['lineElementClasses.root', 'lineClasses.line'],
  ])('include %s, replaced by %s', (name, replacement) => {
    expect(deprecated.get(name)?.replacement).toContain(replacement);
  });

  it('leave out a name that is current in another declaration', () => {
    // `barLabel` is deprecated on the chart but current on a bar series; `selected` is current in many places.
    expect(deprecated.has('barLabel')).toBe(false);
    expect(deprecated.has('selected')).toBe(false);
    expect(deprecated.has('ChartsContainer')).toBe(false);
    // A key of a set of class names is only deprecated as `fooClasses.key`.
    expect(deprecated.has('divider')).toBe(false);
  });
});

describe('findDeprecatedMentions', () => {
  const apis = new Map<string, DeprecatedApi>([
    ['getRowNode', { name: 'getRowNode', replacement: 'Use `gridRowNodeSelector` instead.', declaredIn: 'x.d.ts' }],
  ]);

  it('reports inline code in prose, with its line', () => {
    const page = sample(['---', 'title: T', '---', '', 'Intro.', 'Ask `apiRef.current.getRowNode(id)` for the node.']);
    expect(findDeprecatedMentions('page.mdx', page, apis)).toEqual([{ file: 'page.mdx', line: 6, name: 'getRowNode' }]);
  });

  it('accepts a sentence that says the API is deprecated, in English or Chinese', () => {
    const page = sample(['Use the selector. The older `getRowNode()` still works but is deprecated.', '', '旧的 `getRowNode()` 已弃用。']);
    expect(findDeprecatedMentions('page.mdx', page, apis)).toEqual([]);
  });

  it('reads a deprecated class key through its set of classes', () => {
    const classes = new Map<string, DeprecatedApi>([
      ['treeItemClasses.selected', { name: 'treeItemClasses.selected', replacement: '', declaredIn: 'x.d.ts' }],
    ]);
    const page = sample(['Style `.${treeItemClasses.content}.${treeItemClasses.selected}` or `selected` items.']);
    expect(findDeprecatedMentions('page.mdx', page, classes)).toEqual([{ file: 'page.mdx', line: 1, name: 'treeItemClasses.selected' }]);
  });

  it('does not let the next sentence excuse a mention', () => {
    const page = sample(['Call `getRowNode()` for the node. Other methods are deprecated.']);
    expect(findDeprecatedMentions('page.mdx', page, apis)).toHaveLength(1);
  });

  it('skips code blocks and the rows of a table are checked one by one', () => {
    const page = sample(['```tsx', 'apiRef.current.getRowNode(id);', '```', '', '| A | `getRowNode` |', '| B | deprecated |']);
    expect(findDeprecatedMentions('page.mdx', page, apis)).toEqual([{ file: 'page.mdx', line: 5, name: 'getRowNode' }]);
  });
});

describe('the guides', () => {
  it('name no deprecated API in prose without saying it is deprecated', () => {
    const mentions = PAGE_FOLDERS.flatMap((folder) =>
      docsPagesIn(path.join(root, folder)).flatMap((page) =>
        findDeprecatedMentions(path.join(folder, page), fs.readFileSync(path.join(root, folder, page), 'utf8'), deprecated),
      ),
    );
    const report = mentions.map(
      ({ file, line, name }) => `${file}:${line} \`${name}\` is deprecated: ${deprecated.get(name)?.replacement}`,
    );
    expect(report).toEqual([]);
  });
});
