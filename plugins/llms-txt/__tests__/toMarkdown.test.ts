import fs from 'node:fs';
import path from 'node:path';
import { mdxToMarkdown, type MarkdownPage } from '../toMarkdown';

const fixtures = path.join(__dirname, 'fixtures');

function fixturePage(source: string): MarkdownPage {
  return {
    title: 'Sorting',
    description: 'Order the rows of a grid by one or more columns.',
    source,
    filePath: 'docs/react-data-grid/sorting.mdx',
    readDemo: (src) => {
      const file = path.join(fixtures, src);
      return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
    },
    apiValue: (elementName, of) => {
      if (of !== 'DataGrid.rowHeight') throw new Error(`unknown ${of}`);
      return elementName === 'PropDefault' ? '`52`' : '`number`';
    },
  };
}

describe('mdxToMarkdown', () => {
  it('writes the title and description, inlines demos as code and drops MDX-only syntax', () => {
    const source = fs.readFileSync(path.join(fixtures, 'page.mdx'), 'utf8');
    expect(mdxToMarkdown(fixturePage(source))).toBe(fs.readFileSync(path.join(fixtures, 'page.md'), 'utf8'));
  });

  it('keeps import lines that are inside code blocks', () => {
    const markdown = mdxToMarkdown(fixturePage("Text.\n\n```js\nimport x from 'y';\nexport default x;\n```\n"));
    expect(markdown).toContain("```js\nimport x from 'y';\nexport default x;\n```");
  });

  it('names the page and line of a demo whose file is missing', () => {
    const source = '---\ntitle: Sorting\n---\n\nIntro.\n\n<Demo src="./demos/sorting/Missing.tsx" />\n';
    expect(() => mdxToMarkdown(fixturePage(source))).toThrow(
      'llms-txt: the demo ./demos/sorting/Missing.tsx used at docs/react-data-grid/sorting.mdx:7 does not exist.',
    );
  });

  it('writes <PropDefault> and <PropType> as their value, in prose but not in code blocks', () => {
    const source =
      'Rows are <PropDefault of="DataGrid.rowHeight" /> px, a <PropType of="DataGrid.rowHeight"/>.\n\n```mdx\n<PropDefault of="DataGrid.rowHeight" />\n```\n';
    const markdown = mdxToMarkdown(fixturePage(source));
    expect(markdown).toContain('Rows are `52` px, a `number`.');
    expect(markdown).toContain('```mdx\n<PropDefault of="DataGrid.rowHeight" />\n```');
    expect(() => mdxToMarkdown(fixturePage('<PropDefault of="DataGrid.rows" />\n'))).toThrow('unknown DataGrid.rows');
  });

  it('asks for a src when a demo has none', () => {
    expect(() => mdxToMarkdown(fixturePage('<Demo clientOnly />\n'))).toThrow('has no src');
  });

  it('reports a code block that is never closed', () => {
    expect(() => mdxToMarkdown(fixturePage('```tsx\nconst a = 1;\n'))).toThrow('never closed');
  });

  it('leaves the description out when the page has none', () => {
    expect(mdxToMarkdown({ ...fixturePage('Body.\n'), description: '' })).toBe('# Sorting\n\nBody.\n');
  });
});
