import path from 'node:path';
import { runtimeBindings, scopeModuleSource } from '../scopeModule';

const demoPath = '/site/docs/react-data-grid/demos/sorting/BasicSorting.tsx';

describe("a demo's scope module", () => {
  it('puts in the scope the bindings the JavaScript variant imports (the compiler has dropped the type-only ones)', () => {
    const jsSource = "import * as React from 'react';\nimport { DataGrid } from '@mui/x-data-grid';";
    const module = scopeModuleSource(demoPath, jsSource);
    expect(module).toContain('"react": module0,');
    expect(module).toContain('"@mui/x-data-grid": { __esModule: true, "DataGrid": module1_0 },');
  });

  it('reads default, named and renamed imports, and imports for their effect', () => {
    const jsSource = [
      "import Box from '@mui/material/Box';",
      "import dayjs, { extend } from 'dayjs';",
      "import { useGridApiRef as useApiRef, GridToolbar } from '@mui/x-data-grid';",
      "import './grid.css';",
    ].join('\n');
    expect(Object.fromEntries(runtimeBindings(jsSource))).toEqual({
      '@mui/material/Box': { namespace: false, default: true, names: [] },
      dayjs: { namespace: false, default: true, names: ['extend'] },
      '@mui/x-data-grid': { namespace: false, default: false, names: ['useGridApiRef', 'GridToolbar'] },
      './grid.css': { namespace: false, default: false, names: [] },
    });
  });

  it('exports as the scope each module the demo imports, under the specifier the demo uses', () => {
    const jsSource = "import { DataGrid } from '@mui/x-data-grid';\nimport { rows } from '../data/employees';";
    const localFile = path.resolve('/site/docs/react-data-grid/demos/data/employees');
    expect(scopeModuleSource(demoPath, jsSource)).toBe(
      [
        'import { DataGrid as module0_0 } from "@mui/x-data-grid";',
        `import { rows as module1_0 } from ${JSON.stringify(localFile)};`,
        '',
        'export const scope = {',
        '  "@mui/x-data-grid": { __esModule: true, "DataGrid": module0_0 },',
        '  "../data/employees": { __esModule: true, "rows": module1_0 },',
        '};',
        '',
      ].join('\n'),
    );
  });
});
