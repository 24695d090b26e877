import type { Root, RootContent } from 'mdast';
import remarkAdSlot, { adSlotIndex } from '../remarkAdSlot';

const paragraph = (text: string): RootContent => ({ type: 'paragraph', children: [{ type: 'text', value: text }] });
const heading = (depth: 1 | 2, text: string): RootContent => ({ type: 'heading', depth, children: [{ type: 'text', value: text }] });
const esm = (value: string): RootContent => ({ type: 'mdxjsEsm', value }) as unknown as RootContent;

/** The page as a list of readable node names, with the slot as `<AdSlot />`. */
function outline(tree: Root): string[] {
  return tree.children.map((node) => {
    if (node.type === 'mdxJsxFlowElement') return `<${node.name} />`;
    if (node.type === 'mdxjsEsm') return `import: ${(node as { value: string }).value}`;
    if (node.type === 'heading') return `h${node.depth}`;
    return node.type;
  });
}

function run(children: RootContent[], path = '/site/docs/react-charts/bars.mdx'): Root {
  const tree: Root = { type: 'root', children };
  remarkAdSlot()(tree, { path });
  return tree;
}

describe('remarkAdSlot', () => {
  it('puts the slot right after the introduction paragraph and imports it', () => {
    const tree = run([paragraph('Intro.'), paragraph('More.'), heading(2, 'Usage'), paragraph('Body.')]);
    expect(outline(tree)).toEqual([
      "import: import AdSlot from '@theme/AdSlot';",
      'paragraph',
      '<AdSlot />',
      'paragraph',
      'h2',
      'paragraph',
    ]);
  });

  it('skips imports and a Markdown title before the introduction', () => {
    const children = [esm("import X from './x';"), heading(1, 'Title'), paragraph('Intro.'), heading(2, 'Usage')];
    expect(adSlotIndex(children)).toBe(3);
  });

  it('puts the slot at the top when a section starts before any paragraph', () => {
    const children = [heading(2, 'Usage'), paragraph('Body.')];
    expect(adSlotIndex(children)).toBe(0);
  });

  it('puts the slot at the end of a page with no content', () => {
    expect(adSlotIndex([esm("import X from './x';")])).toBe(1);
  });

  it('leaves partials and pages that already have a slot alone', () => {
    expect(outline(run([paragraph('Intro.')], '/site/docs/_shared.mdx'))).toEqual(['paragraph']);
    const slot = { type: 'mdxJsxFlowElement', name: 'AdSlot', attributes: [], children: [] } as unknown as RootContent;
    expect(outline(run([slot, paragraph('Intro.')]))).toEqual(['<AdSlot />', 'paragraph']);
  });
});
