import path from 'node:path';
import { runtimeImports, sourcesModuleSource } from '../../../../plugins/demos/sourcesModule';

const demoPath = '/site/docs/react-data-grid/demos/sorting/BasicSorting.tsx';

describe("a demo's sources module", () => {
  it('lists the modules a demo imports at run time, leaving out type-only imports', () => {
    const source = [
      "import * as React from 'react';",
      "import { DataGrid } from '@mui/x-data-grid';",
      "import type { GridColDef } from '@mui/x-data-grid';",
      "import type { Dayjs } from 'dayjs';",
      "import { rows } from '../data/employees';",
    ].join('\n');
    expect(runtimeImports(source)).toEqual(['react', '@mui/x-data-grid', '../data/employees']);
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
