import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGridPremium,
  useGridApiRef,
  type GridColDef,
} from '@mui/x-data-grid-premium';
import { createEmployees, type Employee } from '../data/employees';

const rows = createEmployees(40, 23);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'startDate', headerName: 'Start date', type: 'date', width: 120 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 120 },
  { field: 'active', headerName: 'Active', type: 'boolean', width: 90 },
];

export default function ExcelExportGrid() {
  const apiRef = useGridApiRef();

  const exportWithSummary = () =>
    apiRef.current?.exportDataAsExcel({
      fileName: 'salaries',
      columnsStyles: {
        salary: { numFmt: '"$"#,##0' },
        startDate: { numFmt: 'yyyy-mm-dd' },
      },
      // Runs on the exceljs worksheet before the grid writes its rows: a title goes above them.
      exceljsPreProcess: ({ worksheet }) => {
        worksheet.addRow(['Salaries by employee']);
        worksheet.getRow(1).font = { bold: true, size: 14 };
        worksheet.addRow([]);
        return Promise.resolve();
      },
    });

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Box>
        <Button
          variant="contained"
          size="small"
          onClick={() => void exportWithSummary()}
        >
          Download styled .xlsx
        </Button>
      </Box>
      <Box sx={{ height: 360 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          showToolbar
          slotProps={{ toolbar: { excelOptions: { fileName: 'employees' } } }}
        />
      </Box>
    </Stack>
  );
}
