import fs from 'node:fs';
import path from 'node:path';
import type { NavigationEntry } from '../../../src/data/navigationEntry';
import { buildLlmsTxt, type ExportedPage } from '../llmsTxt';
import { markdownUrlOf } from '../paths';

const navigation: NavigationEntry[] = [
  { pathname: 'https://example.com/whats-new/', title: "What's new" },
  {
    pathname: '/x/introduction-group',
    title: 'Introduction',
    children: [
      { pathname: '/x/introduction', title: 'Overview' },
      { pathname: '/x/introduction/installation', title: 'Installation' },
    ],
  },
  {
    pathname: '/x/react-data-grid-group',
    title: 'Data Grid',
    children: [
      { pathname: '/x/react-data-grid', title: 'Overview' },
      {
        pathname: '/x/react-data-grid/main-features',
        subheader: 'Main features',
        children: [{ pathname: '/x/react-data-grid/sorting', title: 'Sorting' }],
      },
      { pathname: '/x/api/data-grid', title: 'API reference' },
    ],
  },
];

const pages: ExportedPage[] = [
  { permalink: '/x/react-data-grid/sorting/', title: 'Sorting', description: 'Order the rows\nof a grid.' },
  { permalink: '/x/introduction/', title: 'Overview', description: 'What MUI X is.' },
  { permalink: '/x/api/data-grid/data-grid/', title: 'DataGrid API', description: '' },
  { permalink: '/x/introduction/installation/', title: 'Installation', description: 'Install the packages.' },
  { permalink: '/x/react-data-grid/', title: 'Data Grid', description: 'A fast grid.' },
];

describe('buildLlmsTxt', () => {
  it('lists the docs pages of each navigation group in navigation order, then the docs pages the navigation leaves out', () => {
    const text = buildLlmsTxt({
      title: 'MUI X',
      summary: 'Advanced React components.',
      siteUrl: 'https://docs.example/',
      navigation,
      pages,
    });
    expect(text).toBe(fs.readFileSync(path.join(__dirname, 'fixtures/llms.txt'), 'utf8'));
  });

  it('tells the author which navigation entry has no page', () => {
    expect(() => buildLlmsTxt({ title: 'MUI X', summary: '', siteUrl: 'https://docs.example', navigation, pages: pages.slice(1) })).toThrow(
      'llms-txt: the navigation lists /x/react-data-grid/sorting (src/data/pages.ts) but no docs page has that URL.',
    );
  });
});

describe('markdownUrlOf', () => {
  it('puts the export beside the page folder', () => {
    expect(markdownUrlOf('/x/react-data-grid/sorting/')).toBe('/x/react-data-grid/sorting.md');
    expect(markdownUrlOf('/x/react-data-grid/')).toBe('/x/react-data-grid.md');
  });

  it('refuses the site root', () => {
    expect(() => markdownUrlOf('/')).toThrow('cannot export "/"');
  });
});
