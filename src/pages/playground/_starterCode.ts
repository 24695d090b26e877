/** What the playground opens with: a small Data Grid, ready to edit. MUI X components are in the live scope. */
export const STARTER_CODE = `function PlaygroundGrid() {
  const columns = [
    { field: 'name', headerName: 'Component', width: 180 },
    { field: 'package', headerName: 'Package', width: 200 },
    { field: 'license', headerName: 'License', width: 120 },
  ];
  const rows = [
    { id: 1, name: 'Data Grid', package: '@mui/x-data-grid', license: 'MIT' },
    { id: 2, name: 'Date Picker', package: '@mui/x-date-pickers', license: 'MIT' },
    { id: 3, name: 'Bar Chart', package: '@mui/x-charts', license: 'MIT' },
    { id: 4, name: 'Rich Tree View', package: '@mui/x-tree-view', license: 'MIT' },
  ];
  return (
    <div style={{ height: 320 }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </div>
  );
}
`;
