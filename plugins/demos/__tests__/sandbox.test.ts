import { decompressFromBase64 } from 'lz-string';
import { adapterPackage, adapterPackagesOf } from '../sandbox/adapters';
import { sandboxDependencies } from '../sandbox/dependencies';
import { importedPackages, moduleUrls } from '../sandbox/imports';
import { codeSandboxFormFields, codeSandboxParameters, stackBlitzFormFields } from '../sandbox/payloads';
import { createSandboxProject } from '../sandbox/project';
import fs from 'node:fs';
import path from 'node:path';
import { DOCUMENTED_MUI_X_VERSION, muiXPackageVersion } from '../sandbox/versions';

const pickerDemo = `import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { DatePicker } from '@mui/x-date-pickers-pro/DatePicker';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import type { Dayjs } from 'dayjs';
import { createEmployees } from '../data/employees';

export default function Picker() {
  return <DatePicker />;
}
`;

describe('importedPackages', () => {
  it('lists the npm packages a demo imports, scoped ones whole, local files left out', () => {
    expect(importedPackages(pickerDemo)).toEqual(['@mui/material', '@mui/x-date-pickers', '@mui/x-date-pickers-pro', 'dayjs', 'react']);
  });
});

describe('date adapters', () => {
  it.each([
    ['AdapterDayjs', 'dayjs'],
    ['AdapterDateFns', 'date-fns'],
    ['AdapterDateFnsJalali', 'date-fns-jalali'],
    ['AdapterLuxon', 'luxon'],
    ['AdapterMoment', 'moment'],
    ['AdapterMomentHijri', 'moment-hijri'],
    ['AdapterMomentJalaali', 'moment-jalaali'],
  ])('%s needs %s', (adapter, packageName) => {
    expect(adapterPackage(adapter)).toBe(packageName);
  });

  it('throws for an adapter it does not know', () => {
    expect(() => adapterPackage('AdapterTemporal')).toThrow("Can't determine required npm package for adapter");
    expect(() => adapterPackagesOf("import { AdapterTemporal } from '@mui/x-date-pickers/AdapterTemporal';")).toThrow(
      "Can't determine required npm package for adapter",
    );
  });

  it('finds the adapters a demo imports', () => {
    expect(adapterPackagesOf("import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';")).toEqual(['luxon']);
  });
});

describe('MUI X versions in sandboxes', () => {
  it('installs the latest release of the documented major line without a commit reference', () => {
    expect(muiXPackageVersion('@mui/x-data-grid')).toBe('^8.29.3');
  });

  it.each(['@mui/x-data-grid', '@mui/x-data-grid-premium', '@mui/x-date-pickers-pro', '@mui/x-charts', '@mui/x-tree-view'])(
    'documents the version of %s the demos run on',
    (packageName) => {
      const manifest = path.join(process.cwd(), 'node_modules', packageName, 'package.json');
      const { version } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version: string };
      expect(DOCUMENTED_MUI_X_VERSION).toBe(version);
    },
  );

  it("installs the commit's package build, cut to 8 characters, with a commit reference", () => {
    expect(muiXPackageVersion('@mui/x-data-grid-pro', '0123456789abcdef0123')).toBe(
      'https://pkg.csb.dev/mui/mui-x/commit/01234567/@mui/x-data-grid-pro',
    );
  });
});

describe('sandboxDependencies', () => {
  it('takes fixed versions for everything but MUI X, and type packages for TypeScript', () => {
    const { dependencies, devDependencies } = sandboxDependencies(pickerDemo, 'TS');
    expect(dependencies).toEqual({
      '@emotion/react': '^11.14.0',
      '@emotion/styled': '^11.14.0',
      '@mui/material': '^7.0.0',
      '@mui/x-date-pickers': '^8.29.3',
      '@mui/x-date-pickers-pro': '^8.29.3',
      dayjs: '^1.11.13',
      react: '^19.0.0',
      'react-dom': '^19.0.0',
    });
    expect(devDependencies).toMatchObject({ typescript: expect.any(String), '@types/react': '^19.0.0', vite: expect.any(String) });
    expect(sandboxDependencies(pickerDemo, 'JS').devDependencies.typescript).toBeUndefined();
  });

  it('installs the calendar libraries of a Hijri demo, with Moment and the types moment-hijri lacks', () => {
    const hijriDemo = `import 'moment/locale/ar-sa';
import { AdapterMomentHijri } from '@mui/x-date-pickers/AdapterMomentHijri';
import { AdapterDateFnsJalali } from '@mui/x-date-pickers/AdapterDateFnsJalali';
`;
    const { dependencies, devDependencies } = sandboxDependencies(hijriDemo, 'TS');
    expect(dependencies).toMatchObject({ moment: '^2.30.1', 'moment-hijri': '^3.0.0', 'date-fns-jalali': '4.0.0-0' });
    expect(devDependencies).toMatchObject({ '@types/moment-hijri': '^2.1.4' });
  });

  it('names the data file to extend when a demo imports an unknown package', () => {
    expect(() => sandboxDependencies("import x from 'left-pad';", 'JS')).toThrow('plugins/demos/sandbox/dependencyVersions.ts');
  });
});

describe('moduleUrls', () => {
  it("lists the relative files a module names with new URL(…, import.meta.url), a worker's script among them", () => {
    const source = `const worker = new Worker(new URL('./countWorker.ts', import.meta.url), { type: 'module' });
const logo = new URL("../assets/logo.svg", import.meta.url);
const site = new URL('https://mui.com/x/');
const page = new URL('./page', location.href);`;
    expect(moduleUrls(source)).toEqual(['./countWorker.ts', '../assets/logo.svg']);
  });
});

describe('createSandboxProject', () => {
  const project = createSandboxProject({
    name: 'Picker',
    codeVariant: 'TS',
    source: pickerDemo,
    localFiles: [{ specifier: '../data/employees', name: 'employees', source: 'export const createEmployees = () => [];', jsx: false }],
  });

  it('is a complete Vite project with the demo, its local modules and a TypeScript config', () => {
    expect(Object.keys(project.files).sort()).toEqual(
      ['index.html', 'package.json', 'src/Demo.tsx', 'src/employees.ts', 'src/main.tsx', 'tsconfig.json', 'vite.config.js'].sort(),
    );
    expect(project.files['src/Demo.tsx']).toContain("from './employees'");
    expect(project.files['src/main.tsx']).toContain("import Demo from './Demo';");
    expect(project.title).toBe('Picker demo — MUI X');
    expect(project.entryFile).toBe('src/Demo.tsx');
  });

  it('builds the CodeSandbox define payload the service can decompress', () => {
    const parameters = codeSandboxParameters(project);
    expect(parameters).not.toMatch(/[+/=]/);
    const decoded = JSON.parse(decompressFromBase64(parameters.replace(/-/g, '+').replace(/_/g, '/')) ?? '{}');
    expect(decoded.files['src/Demo.tsx'].content).toBe(project.files['src/Demo.tsx']);
    expect(codeSandboxFormFields(project)[1]).toEqual(['query', 'file=/src/Demo.tsx']);
  });

  it('builds the StackBlitz form of a Node project', () => {
    const fields = Object.fromEntries(stackBlitzFormFields(project));
    expect(fields['project[template]']).toBe('node');
    expect(fields['project[title]']).toBe('Picker demo — MUI X');
    expect(fields['project[files][src/Demo.tsx]']).toBe(project.files['src/Demo.tsx']);
  });

  it('makes a JavaScript project without TypeScript files', () => {
    const js = createSandboxProject({ name: 'Picker', codeVariant: 'JS', source: 'export default function Picker() { return null; }' });
    expect(Object.keys(js.files)).toEqual(expect.arrayContaining(['src/Demo.jsx', 'src/main.jsx']));
    expect(js.files['tsconfig.json']).toBeUndefined();
  });

  it('sets Tailwind up in a Tailwind variant: its Vite plugin, a stylesheet importing it after MUI’s layer, a CSS-variables theme', () => {
    const tailwind = createSandboxProject({
      name: 'Badge',
      codeVariant: 'TS',
      source: 'export default function Badge() { return <span className="font-bold">New</span>; }',
      styling: 'tailwind',
    });
    const packageJson = JSON.parse(tailwind.files['package.json'] ?? '{}');
    expect(packageJson.devDependencies).toMatchObject({ tailwindcss: '^4.1.0', '@tailwindcss/vite': '^4.1.0' });
    expect(tailwind.files['vite.config.js']).toContain("import tailwindcss from '@tailwindcss/vite';");
    expect(tailwind.files['vite.config.js']).toContain('plugins: [react(), tailwindcss()]');
    expect(tailwind.files['src/index.css']).toMatch(/^@layer theme, base, mui, components, utilities;\n@import 'tailwindcss';/);
    expect(tailwind.files['src/main.tsx']).toContain("import './index.css';");
    expect(tailwind.files['src/main.tsx']).toContain('<StyledEngineProvider enableCssLayer>');
    expect(tailwind.files['src/main.tsx']).toContain('createTheme({ cssVariables: true })');
  });

  it("carries a CSS variant's stylesheet beside the demo, and sets no Tailwind up", () => {
    const css = createSandboxProject({
      name: 'Badge',
      codeVariant: 'JS',
      source: 'import \'./BadgeDemo.css\';\nexport default function Badge() { return <span className="badge-demo">New</span>; }',
      localFiles: [
        { specifier: './BadgeDemo.css', name: 'BadgeDemo', source: '.badge-demo { font-weight: 700; }', jsx: false, stylesheet: true },
      ],
      styling: 'css',
    });
    expect(css.files['src/BadgeDemo.css']).toBe('.badge-demo { font-weight: 700; }');
    expect(css.files['src/Demo.jsx']).toContain("import './BadgeDemo.css';");
    expect(css.files['src/index.css']).toBeUndefined();
    expect(JSON.parse(css.files['package.json'] ?? '{}').devDependencies.tailwindcss).toBeUndefined();
    expect(css.files['src/main.jsx']).toContain('<StyledEngineProvider injectFirst>');
    expect(css.files['src/main.jsx']).toContain('createTheme({ cssVariables: true })');
  });

  it('keeps the MUI System project as it was: no Tailwind, no stylesheet', () => {
    expect(project.files['src/index.css']).toBeUndefined();
    expect(project.files['vite.config.js']).not.toContain('tailwind');
    expect(project.files['src/main.tsx']).not.toContain('cssVariables');
  });

  it("renders the demo with the reader's theme module when the demo was shown with it, in every styling", () => {
    const theme = "import { createTheme } from '@mui/material/styles';\n\nconst theme = createTheme({});\n\nexport default theme;\n";
    const system = createSandboxProject({ name: 'Picker', codeVariant: 'TS', source: pickerDemo, theme });
    expect(system.files['src/theme.ts']).toBe(theme);
    expect(system.files['src/main.tsx']).toContain("import theme from './theme';");
    expect(system.files['src/main.tsx']).toContain('<ThemeProvider theme={theme}>');
    expect(system.files['src/main.tsx']).not.toContain('createTheme');
    const tailwind = createSandboxProject({ name: 'Picker', codeVariant: 'JS', source: pickerDemo, styling: 'tailwind', theme });
    expect(tailwind.files['src/theme.js']).toBe(theme);
    expect(tailwind.files['src/main.jsx']).toContain("import theme from './theme';");
    expect(tailwind.files['src/main.jsx']).not.toContain('createTheme');
    expect(createSandboxProject({ name: 'Picker', codeVariant: 'TS', source: pickerDemo }).files['src/theme.ts']).toBeUndefined();
  });

  it("puts a worker's script beside the demo and names it there, in both variants", () => {
    const workerProject = (codeVariant: 'TS' | 'JS', extension: string) =>
      createSandboxProject({
        name: 'Counter',
        codeVariant,
        source: "import { startCounting } from '../workers/startCounting';\nexport default function Counter() { return null; }\n",
        localFiles: [
          {
            specifier: '../workers/startCounting',
            name: 'startCounting',
            source: `export const startCounting = () => new Worker(new URL('./count/countWorker.${extension}', import.meta.url));\n`,
            jsx: false,
          },
          { specifier: './count/countWorker.' + extension, name: 'countWorker', source: 'postMessage(1);\n', jsx: false },
        ],
      });
    const ts = workerProject('TS', 'ts');
    expect(ts.files['src/countWorker.ts']).toBe('postMessage(1);\n');
    expect(ts.files['src/startCounting.ts']).toContain("new URL('./countWorker.ts', import.meta.url)");
    const js = workerProject('JS', 'js');
    expect(js.files['src/countWorker.js']).toBe('postMessage(1);\n');
    expect(js.files['src/startCounting.js']).toContain("new URL('./countWorker.js', import.meta.url)");
  });
});
