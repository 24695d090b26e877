import path from 'node:path';
import type { Root } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import remarkDemos from '../../../../plugins/demos/remarkDemos';

const pagePath = path.join(__dirname, '../../../fixtures/demos/page.mdx');

function demoNode(src: string, extra: MdxJsxFlowElement['attributes'] = []): MdxJsxFlowElement {
  return {
    type: 'mdxJsxFlowElement',
    name: 'Demo',
    attributes: [{ type: 'mdxJsxAttribute', name: 'src', value: src }, ...extra],
    children: [],
  };
}

function attributeCode(node: MdxJsxFlowElement, name: string): string | undefined {
  const attribute = node.attributes.find((entry) => entry.type === 'mdxJsxAttribute' && entry.name === name);
  const value = attribute && 'value' in attribute ? attribute.value : undefined;
  return typeof value === 'object' && value !== null ? value.value : undefined;
}

describe('remarkDemos', () => {
  it('imports the demo and hands the Demo component its sources, previews and name', async () => {
    const node = demoNode('./CounterDemo.tsx', [{ type: 'mdxJsxAttribute', name: 'hideToolbar', value: null }]);
    const tree: Root = { type: 'root', children: [node] };
    await remarkDemos()(tree, { path: pagePath });
    const imports = tree.children.filter((child) => child.type === 'mdxjsEsm').map((child) => (child as { value: string }).value);
    expect(imports).toEqual(["import Demo from '@theme/Demo';", 'import DemoComponent0 from "./CounterDemo.tsx";']);
    expect(attributeCode(node, 'component')).toBe('DemoComponent0');
    expect(JSON.parse(attributeCode(node, 'name') ?? '""')).toBe('CounterDemo');
    expect(JSON.parse(attributeCode(node, 'tsSource') ?? '""')).toContain('interface CounterProps');
    expect(JSON.parse(attributeCode(node, 'jsSource') ?? '""')).not.toContain('interface CounterProps');
    expect(JSON.parse(attributeCode(node, 'tsPreview') ?? 'null')).toBe('<Counter start={21} label="Total" />');
    expect(node.attributes.some((entry) => entry.type === 'mdxJsxAttribute' && entry.name === 'hideToolbar')).toBe(true);
    expect(node.attributes.some((entry) => entry.type === 'mdxJsxAttribute' && entry.name === 'src')).toBe(false);
  });

  it('leaves pages without demos untouched', async () => {
    const tree: Root = { type: 'root', children: [{ type: 'paragraph', children: [{ type: 'text', value: 'Hi' }] }] };
    await remarkDemos()(tree, { path: pagePath });
    expect(tree.children).toHaveLength(1);
  });

  it('fails the English build with the path of a missing demo', async () => {
    const tree: Root = { type: 'root', children: [demoNode('./Missing.tsx')] };
    await expect(remarkDemos()(tree, { path: pagePath })).rejects.toThrow('Missing demo: ./Missing.tsx');
  });

  it('logs the missing demo in other languages and keeps building', async () => {
    const previous = process.env.DOCUSAURUS_CURRENT_LOCALE;
    process.env.DOCUSAURUS_CURRENT_LOCALE = 'zh';
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const tree: Root = { type: 'root', children: [demoNode('./Missing.tsx')] };
    await expect(remarkDemos()(tree, { path: pagePath })).resolves.toBeUndefined();
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('Missing demo: ./Missing.tsx'));
    errors.mockRestore();
    process.env.DOCUSAURUS_CURRENT_LOCALE = previous;
  });

  it('asks for a src when a Demo has none', async () => {
    const tree: Root = { type: 'root', children: [{ type: 'mdxJsxFlowElement', name: 'Demo', attributes: [], children: [] } as never] };
    await expect(remarkDemos()(tree, { path: pagePath })).rejects.toThrow('has no src');
  });
});
