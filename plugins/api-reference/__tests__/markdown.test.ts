import { createMarkdownRenderer, expandLinkTags, type LinkResolver } from '../render/markdown';
import { hastToHtml } from '../render/hastToHtml';
import { localPathOf } from '../compose';
import { toKebabCase } from '../slug';

const resolver: LinkResolver = {
  apiPath: (name) => (name === 'GridApi' ? '/x/api/data-grid/grid-api/' : undefined),
  localPath: (url) => localPathOf(url, (pathname) => pathname === '/x/react-data-grid/sorting/'),
};

describe('JSDoc Markdown', () => {
  it('renders Markdown: emphasis, code, lists and GFM tables', async () => {
    const render = await createMarkdownRenderer(resolver);
    expect(render('If `true`, **sort** rows.')).toBe('<p>If <code>true</code>, <strong>sort</strong> rows.</p>');
    expect(render('- one\n- two')).toBe('<ul>\n<li>one</li>\n<li>two</li>\n</ul>');
    expect(render('| a | b |\n| - | - |\n| 1 | 2 |')).toContain('<td>1</td>');
    expect(render('   ')).toBe('');
  });

  it('turns {@link Name} and [[Name]] into links to API pages, or code when there is none', () => {
    expect(expandLinkTags('See {@link GridApi}.', resolver)).toBe('See [`GridApi`](/x/api/data-grid/grid-api/).');
    expect(expandLinkTags('A [[GridApi]] and a [[GridRowModel]].', resolver)).toBe(
      'A [`GridApi`](/x/api/data-grid/grid-api/) and a `GridRowModel`.',
    );
    expect(expandLinkTags('Use {@link https://example.org/docs the guide}.', resolver)).toBe('Use [the guide](https://example.org/docs).');
    expect(expandLinkTags('{@link GridApi.setRows}', resolver)).toBe('[`GridApi.setRows`](/x/api/data-grid/grid-api/)');
  });

  it('shows raw HTML from a comment as text instead of injecting it', async () => {
    const render = await createMarkdownRenderer(resolver);
    expect(render('Renders a <div /> and <script>alert(1)</script>.')).toBe(
      '<p>Renders a &lt;div /&gt; and &lt;script&gt;alert(1)&lt;/script&gt;.</p>',
    );
  });

  it('points mui.com links at this site when it has the page, and root-relative links at mui.com otherwise', async () => {
    const render = await createMarkdownRenderer(resolver);
    expect(render('[Sorting](https://mui.com/x/react-data-grid/sorting/)')).toBe(
      '<p><a href="/x/react-data-grid/sorting/">Sorting</a></p>',
    );
    expect(render('[Sorting](https://mui.com/x/react-data-grid/sorting/#anchor)')).toContain(
      'href="https://mui.com/x/react-data-grid/sorting/#anchor"',
    );
    expect(render('[Input](/material-ui/api/input/)')).toContain('href="https://mui.com/material-ui/api/input/"');
  });

  it('escapes text and attribute values when serializing', () => {
    expect(
      hastToHtml({
        type: 'element',
        tagName: 'a',
        properties: { href: '/?a=1&b="2"', className: ['x', 'y'] },
        children: [{ type: 'text', value: '<b>' }],
      }),
    ).toBe('<a href="/?a=1&amp;b=&quot;2&quot;" class="x y">&lt;b&gt;</a>');
  });
});

describe('toKebabCase', () => {
  it('makes the URL segment of an API page', () => {
    expect(toKebabCase('DataGridPro')).toBe('data-grid-pro');
    expect(toKebabCase('GridColDef')).toBe('grid-col-def');
    expect(toKebabCase('GridCSVExportOptions')).toBe('grid-csv-export-options');
    expect(toKebabCase('Unstable_RadarChart')).toBe('unstable-radar-chart');
  });
});
