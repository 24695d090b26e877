import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Shift {
  id: number;
  staff: string;
  start: number; // hour of the day
  end: number;
  station: string;
}

const rows: Shift[] = [
  { id: 1, staff: 'Rosa', start: 7, end: 11, station: 'Grill' },
  { id: 2, staff: 'Kwame', start: 8, end: 14, station: 'Prep' },
  { id: 3, staff: 'Hana', start: 10, end: 14, station: 'Pass' },
  { id: 4, staff: 'Luca', start: 11, end: 14, station: 'Grill' },
  { id: 5, staff: 'Mei', start: 7, end: 9, station: 'Bakery' },
];

const hours = [7, 8, 9, 10, 11, 12, 13];

const hourColumns: GridColDef<Shift>[] = hours.map((hour) => ({
  field: `h${hour}`,
  headerName: `${hour}:00`,
  width: 80,
  sortable: false,
  // The value is the station while the shift runs, so the cell says where the person is.
  valueGetter: (_value, row) =>
    hour >= row.start && hour < row.end ? row.station : '',
  // The first hour of a shift spans to its end; the covered hours are not rendered.
  colSpan: (_value, row) => (hour === row.start ? row.end - row.start : undefined),
  cellClassName: (params) => (params.value ? 'on-shift' : ''),
}));

const columns: GridColDef<Shift>[] = [
  { field: 'staff', headerName: 'Staff', width: 100 },
  ...hourColumns,
];

export default function ShiftRotaSpanning() {
  return (
    <Box
      sx={{
        height: 340,
        width: '100%',
        '& .on-shift': {
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          borderRadius: 1,
        },
      }}
    >
      <DataGrid rows={rows} columns={columns} showCellVerticalBorder hideFooter />
    </Box>
  );
}
