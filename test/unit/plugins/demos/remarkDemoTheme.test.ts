import type { Root, RootContent } from 'mdast';
import remarkDemoTheme from '../../../../plugins/demos/remarkDemoTheme';

const paragraph = (text: string): RootContent => ({ type: 'paragraph', children: [{ type: 'text', value: text }] });
const esm = (value: string): RootContent => ({ type: 'mdxjsEsm', value } as unknown as RootContent);
const element = (name: string, children: RootContent[] = []): RootContent =>
  ({ type: 'mdxJsxFlowElement', name, attributes: [], children } as unknown as RootContent);

function run(children: RootContent[]): Root {
  const tree: Root = { type: 'root', children };
  remarkDemoTheme()(tree);
  return tree;
}

describe('remarkDemoTheme', () => {
  it('puts the content of a page with demos inside one theme provider, after the imports', () => {
    const demoImport = esm("import Demo from '@site/src/components/Demo';");
    const content = [paragraph('Intro.'), element('Demo'), element('Demo')];
    const tree = run([demoImport, ...content]);
    expect(tree.children.map((node) => node.type)).toEqual(['mdxjsEsm', 'mdxjsEsm', 'mdxJsxFlowElement']);
    expect((tree.children[1] as { value: string }).value).toBe("import SiteThemeProvider from '@site/src/components/SiteTheme';");
    expect(tree.children[2]).toMatchObject({ name: 'SiteThemeProvider', children: content });
  });

  it('leaves pages without demos alone: they load no MUI', () => {
    const children = [esm("import AdSlot from '@site/src/components/Ad/AdSlot';"), paragraph('Text only.')];
    expect(run([...children]).children).toEqual(children);
  });
});
