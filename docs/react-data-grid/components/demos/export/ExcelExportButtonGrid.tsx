import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  ExportCsv,
  ExportExcel,
  Toolbar,
  type GridColDef,
} from '@mui/x-data-grid-premium';
import { createEmployees, type Employee } from '../../../demos/data/employees';

const rows = createEmployees(60, 33);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'startDate', headerName: 'Start date', type: 'date', width: 120 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 110 },
  { field: 'email', headerName: 'Email', width: 230 },
];

function ReportToolbar() {
  return (
    <Toolbar>
      <Typography variant="subtitle1" sx={{ flex: 1, mx: 0.5, fontWeight: 500 }}>
        Payroll report
      </Typography>
      {/* Same rows, two formats; the Excel file keeps dates and numbers typed. */}
      <ExportCsv
        render={<Button size="small" />}
        options={{ fields: ['name', 'department', 'salary'] }}
      >
        CSV (3 columns)
      </ExportCsv>
      <ExportExcel
        render={<Button size="small" variant="contained" />}
        options={{
          fileName: 'payroll',
          columnsStyles: { salary: { numFmt: '#,##0' } },
        }}
      >
        Excel
      </ExportExcel>
    </Toolbar>
  );
}

export default function ExcelExportButtonGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        slots={{ toolbar: ReportToolbar }}
        showToolbar
      />
    </Box>
  );
}
