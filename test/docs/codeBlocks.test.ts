import { codeBlocksOf, diffResultsOf, isWholeModule } from './codeBlocks';

const page = [
  '# Title',
  '',
  '```tsx',
  '<DataGrid rows={rows} columns={columns} />',
  '```',
  '',
  '```bash',
  'npm install @mui/x-data-grid',
  '```',
  '',
  '```jsx live',
  '<BarChart series={[{ data: [1] }]} height={200} />',
  '```',
  '',
  '```js title="theme.js"',
  'export const theme = {};',
  '```',
  '',
  '```ts file=./demos/export/excelExportWorker.ts title="excelExportWorker.ts"',
  '```',
].join('\n');

it('finds the TypeScript and JavaScript blocks with the line of their first line of code, live blocks and shown files left out', () => {
  expect(codeBlocksOf('docs/page.mdx', page)).toEqual([
    { page: 'docs/page.mdx', line: 4, extension: 'tsx', code: '<DataGrid rows={rows} columns={columns} />' },
    { page: 'docs/page.mdx', line: 16, extension: 'ts', code: 'export const theme = {};' },
  ]);
});

it.each([
  ['a JSX element', '<DataGrid rows={rows} columns={columns} />', true],
  ['imports and statements', "import { DataGrid } from '@mui/x-data-grid';\n\nconst columns = [];", true],
  ["a component's attributes", 'slotProps={{ toolbar: { showQuickFilter: true } }}', false],
  ['an opening tag alone', '<LocalizationProvider dateAdapter={AdapterDayjs}>', false],
  ["a column's properties", "{\n  field: 'rating',\n  editable: true,\n}", false],
  ["a component's body", 'const value = usePickerContext();\nreturn <span>{value}</span>;', false],
])('reads %s as a whole module or not', (_, code, whole) => {
  expect(isWholeModule({ page: 'docs/page.mdx', line: 1, extension: 'tsx', code })).toBe(whole);
});

it("reads a diff block as the code it leaves: unchanged and added lines, a removed line left empty to keep the page's lines", () => {
  const guide = [
    '```diff',
    "-import { LicenseInfo } from '@mui/x-data-grid-premium';",
    "+import { LicenseInfo } from '@mui/x-license';",
    '',
    ' LicenseInfo.setLicenseKey(key);',
    '```',
  ].join('\n');
  expect(diffResultsOf('docs/migration/guide.mdx', guide)).toEqual([
    {
      page: 'docs/migration/guide.mdx',
      line: 2,
      extension: 'tsx',
      code: ['', "import { LicenseInfo } from '@mui/x-license';", '', 'LicenseInfo.setLicenseKey(key);'].join('\n'),
    },
  ]);
});
