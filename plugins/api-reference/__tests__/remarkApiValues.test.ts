/**
 * @jest-environment node
 */
import path from 'node:path';
import { execFile } from 'node:child_process';
import type { Root } from 'mdast';
import { loadExtractedReference } from '../cache';
import type { RawMember, RawPage } from '../extract/types';
import remarkApiValues, {
  apiValueMarkdown,
  defaultContent,
  resolveApiMember,
  sinceVersion,
  type RemarkApiValuesOptions,
} from '../remarkApiValues';

jest.setTimeout(120_000);

const RENDER_SCRIPT = path.join(__dirname, 'support/renderMdx.mjs');

function member(name: string, fields: Partial<RawMember> = {}): RawMember {
  return { name, type: 'number', required: false, description: '', ...fields };
}

function page(name: string, slug: string, members: RawMember[]): RawPage {
  const base = { kind: 'component' as const, product: 'data-grid' as const, plan: 'community' as const, imports: [] };
  return { ...base, name, slug, doc: { description: '' }, members, slots: [], classes: [], inheritance: [] };
}

const pages = [
  page('DataGrid', 'data-grid', [
    member('rowHeight', { defaultValue: '52' }),
    member('rows'),
    member('columnFilterDebounceMs'),
    member('closeOnSelect', { type: 'boolean', defaultValue: '`true` for desktop, `false` for mobile.' }),
    member('actionBar', { defaultValue: "- `[]` for one step.\n- `['cancel']` otherwise." }),
  ]),
  page('GridApi', 'grid-api', [member('getRow', { type: '(id: GridRowId) => any' })]),
];

/** Compiles MDX with the plugin as Docusaurus does and renders the page to HTML (in a process of its own). */
async function renderMdx(source: string, options: RemarkApiValuesOptions = { pages }): Promise<string> {
  const input = JSON.stringify({ source, filePath: 'docs/react-data-grid/page.mdx', options });
  return new Promise((resolve, reject) => {
    const child = execFile(process.execPath, [RENDER_SCRIPT], { cwd: process.cwd() }, (error, stdout, stderr) => {
      if (error) reject(new Error(stderr || error.message));
      else resolve(stdout);
    });
    child.stdin?.end(input);
  });
}

describe('resolveApiMember', () => {
  it('finds a prop of a component and a member of an interface', () => {
    expect(resolveApiMember('DataGrid.rowHeight', pages)).toMatchObject({ page: { name: 'DataGrid' }, member: { defaultValue: '52' } });
    expect(resolveApiMember('GridApi.getRow', pages).member.type).toBe('(id: GridRowId) => any');
  });

  it('says which part of the name is unknown', () => {
    expect(() => resolveApiMember('DataGird.rowHeight', pages)).toThrow('the API reference has no component or interface named DataGird');
    expect(() => resolveApiMember('DataGrid.rowHieght', pages)).toThrow(
      'DataGrid has no prop or member named rowHieght in the API reference',
    );
    expect(() => resolveApiMember('rowHeight', pages)).toThrow('"rowHeight" is not of the form Component.prop');
  });
});

describe('sinceVersion', () => {
  it('gives the release that introduced a prop during the major, from the committed history', () => {
    expect(sinceVersion('DataGrid.columnFilterDebounceMs', pages)).toBe('8.9.2');
    expect(apiValueMarkdown('Since', 'DataGrid.columnFilterDebounceMs', pages)).toBe('(since 8.9.2)');
  });

  it('refuses a badge for an API that was there from the first release, or a name it does not know', () => {
    expect(() => sinceVersion('DataGrid.rowHeight', pages)).toThrow("DataGrid.rowHeight was there from the major's first release");
    expect(() => sinceVersion('DataGrid.rowHieght', pages)).toThrow('DataGrid has no prop or member named rowHieght');
    expect(() => sinceVersion('DataGrid.a.b', pages)).toThrow('is not of the form Component or Component.prop');
  });
});

describe('defaultContent', () => {
  it('shows a plain default as code and a default written with backticks as text and code', () => {
    expect(defaultContent('52')).toEqual([{ type: 'inlineCode', value: '52' }]);
    expect(defaultContent('`true` for desktop, `false` for mobile')).toEqual([
      { type: 'inlineCode', value: 'true' },
      { type: 'text', value: ' for desktop, ' },
      { type: 'inlineCode', value: 'false' },
      { type: 'text', value: ' for mobile' },
    ]);
  });
});

describe('apiValueMarkdown', () => {
  it('writes the value as Markdown for the .md exports', () => {
    expect(apiValueMarkdown('PropDefault', 'DataGrid.rowHeight', pages)).toBe('`52`');
    expect(apiValueMarkdown('PropDefault', 'DataGrid.closeOnSelect', pages)).toBe('`true` for desktop, `false` for mobile');
    expect(apiValueMarkdown('PropType', 'GridApi.getRow', pages)).toBe('`(id: GridRowId) => any`');
    expect(() => apiValueMarkdown('PropDefault', 'DataGrid.rows', pages)).toThrow('DataGrid.rows has no @default');
  });
});

describe('remarkApiValues in an MDX page', () => {
  it('renders the default as code linked to the prop row of the API page', async () => {
    await expect(renderMdx('Rows are <PropDefault of="DataGrid.rowHeight" /> px high by default.')).resolves.toBe(
      '<p>Rows are <a href="/x/api/data-grid/data-grid/#prop-rowHeight"><code>52</code></a> px high by default.</p>',
    );
  });

  it('renders a signature, and plain code when the site is built without the API reference', async () => {
    await expect(renderMdx('Call <PropType of="GridApi.getRow" />.', { pages, linkToApiPage: false })).resolves.toBe(
      '<p>Call <code>(id: GridRowId) =&gt; any</code>.</p>',
    );
  });

  it('renders an element on a line of its own, and a default written as a phrase as unlinked text and code', async () => {
    await expect(renderMdx('<PropDefault of="DataGrid.closeOnSelect" />')).resolves.toBe(
      '<p><code>true</code> for desktop, <code>false</code> for mobile</p>',
    );
  });

  it('puts the badge of the release that introduced an API by a heading', async () => {
    await expect(renderMdx('## Debounced filter<Since of="DataGrid.columnFilterDebounceMs" />')).resolves.toContain(
      'Debounced filter<span class="since-badge" data-pagefind-ignore="">Since 8.9.2</span></h2>',
    );
    // A space before the badge would end the heading's anchor with a hyphen.
    await expect(renderMdx('## Debounced filter <Since of="DataGrid.columnFilterDebounceMs" />')).rejects.toThrow(
      "write it right after the heading's last word",
    );
  });

  it('fails the build with the page, the line and the name', async () => {
    await expect(renderMdx('Intro.\n\nRows: <PropDefault of="DataGrid.rowHieght" />.')).rejects.toThrow(
      'docs/react-data-grid/page.mdx:3: <PropDefault of="DataGrid.rowHieght" /> cannot be resolved: DataGrid has no prop or member named rowHieght in the API reference.',
    );
    await expect(renderMdx('Rows: <PropDefault of="DataGrid.rows" />.')).rejects.toThrow(
      '<PropDefault of="DataGrid.rows" /> cannot be resolved: DataGrid.rows has no @default in the API reference.',
    );
    await expect(renderMdx('Bar: <PropDefault of="DataGrid.actionBar" />.')).rejects.toThrow('its @default spans several lines');
    await expect(renderMdx('Rows: <PropDefault of={name} />.')).rejects.toThrow(
      'it needs an of="Component.prop" attribute written as a string',
    );
  });

  it('leaves other elements and pages without the elements alone', () => {
    const tree = { type: 'root', children: [{ type: 'paragraph', children: [{ type: 'text', value: 'Plain.' }] }] } as unknown as Root;
    remarkApiValues({ pages })(tree, { path: 'page.mdx' });
    expect(tree.children).toEqual([{ type: 'paragraph', children: [{ type: 'text', value: 'Plain.' }] }]);
  });
});

describe('the installed packages', () => {
  it('give DataGrid.rowHeight, a member of GridColDef and one of a chart series their @default', () => {
    const installed = loadExtractedReference({ nodeModulesDir: path.join(__dirname, '../../../node_modules') }).pages;
    expect(resolveApiMember('DataGrid.rowHeight', installed).member.defaultValue).toBe('52');
    expect(resolveApiMember('GridColDef.sortable', installed).member.defaultValue).toBe('true');
    expect(resolveApiMember('BarSeriesType.layout', installed).member.defaultValue).toBe("'vertical'");
  });
});
