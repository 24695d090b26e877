import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import {
  DataGrid,
  ExportCsv,
  ExportPrint,
  GridDownloadIcon,
  QuickFilter,
  QuickFilterControl,
  Toolbar,
  type GridColDef,
} from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../../../demos/data/employees';

const rows = createEmployees(40, 27);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 110 },
];

function ExportMenuToolbar() {
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);

  return (
    <Toolbar>
      <QuickFilter>
        <QuickFilterControl placeholder="Search" size="small" />
      </QuickFilter>
      <Box sx={{ flex: 1 }} />
      <Button
        size="small"
        startIcon={<GridDownloadIcon />}
        id="export-menu-button"
        aria-controls={anchor ? 'export-menu' : undefined}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Download
      </Button>
      <Menu
        id="export-menu"
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        slotProps={{ list: { 'aria-labelledby': 'export-menu-button' } }}
      >
        {/* Each export component renders as a menu item; onClick runs after the export starts. */}
        <ExportCsv
          render={<MenuItem />}
          options={{ fileName: 'employees' }}
          onClick={close}
        >
          CSV file
        </ExportCsv>
        <ExportCsv
          render={<MenuItem />}
          options={{ fileName: 'employees-semicolon', delimiter: ';' }}
          onClick={close}
        >
          CSV file for European Excel (semicolons)
        </ExportCsv>
        <ExportPrint
          render={<MenuItem />}
          options={{ hideFooter: true, hideToolbar: true }}
          onClick={close}
        >
          Print
        </ExportPrint>
      </Menu>
    </Toolbar>
  );
}

export default function ExportMenuGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: ExportMenuToolbar }}
        showToolbar
      />
    </Box>
  );
}
