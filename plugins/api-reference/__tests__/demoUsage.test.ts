import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Root } from 'mdast';
import { guidePathOf, muiXImportsOf, scanGuidePages } from '../demoUsage';
import remarkApiLinks, { apiLinksFor } from '../remarkApiLinks';

const apiPaths = new Map([
  ['DataGrid', '/x/api/data-grid/data-grid/'],
  ['GridColDef', '/x/api/data-grid/grid-col-def/'],
]);

describe('demo usage', () => {
  it('reads the names a demo imports from MUI X packages, types included', () => {
    const source = [
      "import * as React from 'react';",
      "import { DataGrid, type GridColDef as Column } from '@mui/x-data-grid';",
      "import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';",
      "import Box from '@mui/material/Box';",
    ].join('\n');
    expect(muiXImportsOf(source)).toEqual(['DataGrid', 'GridColDef', 'AdapterDayjs']);
  });

  it('maps a docs file to its URL', () => {
    expect(guidePathOf('/site/docs', '/site/docs/react-data-grid/sorting.mdx')).toBe('/x/react-data-grid/sorting/');
    expect(guidePathOf('/site/docs', '/site/docs/react-charts/index.mdx')).toBe('/x/react-charts/');
  });

  it('finds the pages that live in a demos folder, such as the showcase apps, and leaves partials out', () => {
    const docsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-usage-'));
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(docsDir, file)), { recursive: true });
      fs.writeFileSync(path.join(docsDir, file), text);
    };
    try {
      write('react-data-grid/demos/inventory/Inventory.tsx', "import { DataGrid } from '@mui/x-data-grid';\n");
      write('react-data-grid/demos/inventory.mdx', '---\ntitle: Inventory\n---\n\n<Demo src="./inventory/Inventory.tsx" />\n');
      write('react-data-grid/_partial.mdx', '<Demo src="./demos/inventory/Inventory.tsx" />\n');
      expect(scanGuidePages(docsDir)).toEqual([
        { title: 'Inventory', path: '/x/react-data-grid/demos/inventory/', importedNames: ['DataGrid'] },
      ]);
    } finally {
      fs.rmSync(docsDir, { recursive: true, force: true });
    }
  });

  it('reads a demo again once it changes, as each edit in `npm start` scans the docs again', () => {
    const docsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-usage-'));
    const demo = path.join(docsDir, 'react-data-grid', 'demos', 'Sorting.tsx');
    const writeDemo = (text: string, modified: Date) => {
      fs.writeFileSync(demo, text);
      fs.utimesSync(demo, modified, modified);
    };
    try {
      fs.mkdirSync(path.dirname(demo), { recursive: true });
      fs.writeFileSync(
        path.join(docsDir, 'react-data-grid', 'sorting.mdx'),
        '---\ntitle: Sorting\n---\n\n<Demo src="./demos/Sorting.tsx" />\n',
      );
      writeDemo("import { DataGrid } from '@mui/x-data-grid';\n", new Date(2026, 0, 1));
      expect(scanGuidePages(docsDir).map((page) => page.importedNames)).toEqual([['DataGrid']]);
      writeDemo("import { DataGridPro } from '@mui/x-data-grid-pro';\n", new Date(2026, 0, 2));
      expect(scanGuidePages(docsDir).map((page) => page.importedNames)).toEqual([['DataGridPro']]);
      fs.rmSync(demo);
      expect(scanGuidePages(docsDir)).toEqual([]);
    } finally {
      fs.rmSync(docsDir, { recursive: true, force: true });
    }
  });

  it('links only the names that have an API page, once each, by name', () => {
    expect(apiLinksFor(['GridColDef', 'DataGrid', 'AdapterDayjs', 'DataGrid'], apiPaths)).toEqual([
      { name: 'DataGrid', path: '/x/api/data-grid/data-grid/' },
      { name: 'GridColDef', path: '/x/api/data-grid/grid-col-def/' },
    ]);
  });
});

describe('remarkApiLinks', () => {
  const pagePath = path.join(__dirname, 'fixtures/guide/page.mdx');

  it('adds an API list after a guide page whose demos import MUI X components', () => {
    const tree = {
      type: 'root',
      children: [
        {
          type: 'mdxJsxFlowElement',
          name: 'Demo',
          attributes: [{ type: 'mdxJsxAttribute', name: 'src', value: './demos/GridDemo.tsx' }],
          children: [],
        },
      ],
    } as unknown as Root;
    remarkApiLinks({ apiPaths })(tree, { path: pagePath });
    const first = tree.children[0] as unknown as { type: string; value: string };
    const last = tree.children[tree.children.length - 1] as unknown as { name: string; attributes: { value: { value: string } }[] };
    expect(first).toMatchObject({ type: 'mdxjsEsm', value: "import ApiLinks from '@theme/ApiLinks';" });
    expect(last.name).toBe('ApiLinks');
    expect(JSON.parse(last.attributes[0]!.value.value)).toEqual([
      { name: 'DataGrid', path: '/x/api/data-grid/data-grid/' },
      { name: 'GridColDef', path: '/x/api/data-grid/grid-col-def/' },
    ]);
  });

  it('leaves pages without demos, or whose demos use no documented name, untouched', () => {
    const plain = { type: 'root', children: [{ type: 'paragraph', children: [] }] } as unknown as Root;
    remarkApiLinks({ apiPaths })(plain, { path: pagePath });
    expect(plain.children).toHaveLength(1);
    const missingDemo = {
      type: 'root',
      children: [
        {
          type: 'mdxJsxFlowElement',
          name: 'Demo',
          attributes: [{ type: 'mdxJsxAttribute', name: 'src', value: './demos/Missing.tsx' }],
          children: [],
        },
      ],
    } as unknown as Root;
    remarkApiLinks({ apiPaths })(missingDemo, { path: pagePath });
    expect(missingDemo.children).toHaveLength(1);
  });
});
