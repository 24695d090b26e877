import { codeBlocksOf, isWholeModule } from './codeBlocks';

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
].join('\n');

it('finds the TypeScript and JavaScript blocks with the line of their first line of code, live blocks left out', () => {
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
])('reads %s as a whole module or not', (_, code, whole) => {
  expect(isWholeModule({ page: 'docs/page.mdx', line: 1, extension: 'tsx', code })).toBe(whole);
});
