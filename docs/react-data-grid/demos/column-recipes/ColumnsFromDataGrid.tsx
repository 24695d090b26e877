import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Volunteer {
  id: number;
  name: string;
  // Hours per month, keyed by 'YYYY-MM'; months differ from person to person.
  hours: Record<string, number>;
}

const rows: Volunteer[] = [
  { id: 1, name: 'Ayesha', hours: { '2025-01': 12, '2025-02': 9, '2025-03': 14 } },
  { id: 2, name: 'Bruno', hours: { '2025-02': 6, '2025-03': 8, '2025-04': 10 } },
  { id: 3, name: 'Chiamaka', hours: { '2025-01': 4, '2025-04': 16 } },
  { id: 4, name: 'Dmitri', hours: { '2025-03': 11 } },
];

const monthName = new Intl.DateTimeFormat('en-GB', {
  month: 'short',
  year: 'numeric',
});

function buildColumns(data: Volunteer[]): GridColDef<Volunteer>[] {
  const months = Array.from(
    new Set(data.flatMap((row) => Object.keys(row.hours))),
  ).sort();
  const monthColumns = months.map<GridColDef<Volunteer>>((month) => {
    const firstDay = new Date(
      Number(month.slice(0, 4)),
      Number(month.slice(5, 7)) - 1,
      1,
    );
    return {
      field: `month-${month}`,
      headerName: monthName.format(firstDay),
      type: 'number',
      width: 110,
      // A missing month reads as 0, which the formatter shows as a dash.
      valueGetter: (_value, row) => row.hours[month] ?? 0,
      valueFormatter: (value: number) => (value === 0 ? '–' : `${value} h`),
    };
  });
  return [
    { field: 'name', headerName: 'Volunteer', width: 130 },
    ...monthColumns,
    {
      field: 'total',
      headerName: 'Total',
      type: 'number',
      width: 100,
      valueGetter: (_value, row) =>
        Object.values(row.hours).reduce((sum, value) => sum + value, 0),
      valueFormatter: (value: number) => `${value} h`,
    },
  ];
}

export default function ColumnsFromDataGrid() {
  const columns = React.useMemo(() => buildColumns(rows), []);

  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
