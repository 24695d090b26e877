import path from 'node:path';
import { sourcesModuleSource } from '../../../../plugins/demos/sourcesModule';

const demoPath = '/site/docs/react-data-grid/demos/sorting/BasicSorting.tsx';

describe("a demo's sources module", () => {
  it('puts in the scope what the JavaScript variant imports, which leaves out type-only imports', () => {
    const tsSource = [
      "import * as React from 'react';",
      "import { DataGrid } from '@mui/x-data-grid';",
      "import type { GridColDef } from '@mui/x-data-grid';",
      "import type { Dayjs } from 'dayjs';",
    ].join('\n');
    const jsSource = "import * as React from 'react';\nimport { DataGrid } from '@mui/x-data-grid';";
    const module = sourcesModuleSource(demoPath, { tsSource, jsSource, localFiles: [] });
    expect(module).toContain('"react": module0,');
    expect(module).toContain('"@mui/x-data-grid": module1,');
    expect(module).not.toContain('from "dayjs"');
  });

  it('exports the sources, and as the scope each module the demo imports, under the specifier the demo uses', () => {
    const tsSource = "import { DataGrid } from '@mui/x-data-grid';\nimport { rows } from '../data/employees';";
    const sources = { tsSource, jsSource: tsSource, localFiles: [] };
    const localFile = path.resolve('/site/docs/react-data-grid/demos/data/employees');
    expect(sourcesModuleSource(demoPath, sources)).toBe(
      [
        'import * as module0 from "@mui/x-data-grid";',
        `import * as module1 from ${JSON.stringify(localFile)};`,
        '',
        'export const scope = {',
        '  "@mui/x-data-grid": module0,',
        '  "../data/employees": module1,',
        '};',
        '',
        `export default ${JSON.stringify(sources)};`,
        '',
      ].join('\n'),
    );
  });
});
