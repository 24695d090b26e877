import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface TripLine {
  id: string;
  kind: 'day' | 'expense' | 'total';
  label: string;
  category?: string;
  amount?: number;
}

const rows: TripLine[] = [
  { id: 'd1', kind: 'day', label: 'Monday 7 April: Lisbon' },
  {
    id: 'e1',
    kind: 'expense',
    label: 'Train from Porto',
    category: 'Travel',
    amount: 31.4,
  },
  {
    id: 'e2',
    kind: 'expense',
    label: 'Client lunch',
    category: 'Meals',
    amount: 86,
  },
  { id: 'd2', kind: 'day', label: 'Tuesday 8 April: Lisbon' },
  {
    id: 'e3',
    kind: 'expense',
    label: 'Hotel, two nights',
    category: 'Lodging',
    amount: 238,
  },
  {
    id: 'e4',
    kind: 'expense',
    label: 'Taxi to the airport',
    category: 'Travel',
    amount: 24.5,
  },
  { id: 't', kind: 'total', label: 'Total to reimburse', amount: 379.9 },
];

const euro = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' });

const columns: GridColDef<TripLine>[] = [
  {
    field: 'label',
    headerName: 'Expense',
    width: 220,
    // A day heading covers all three columns, the total label the first two.
    colSpan: (_value, row) => {
      if (row.kind === 'day') {
        return 3;
      }
      return row.kind === 'total' ? 2 : undefined;
    },
  },
  { field: 'category', headerName: 'Category', width: 130 },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 130,
    valueFormatter: (value?: number) => (value == null ? '' : euro.format(value)),
  },
];

export default function SectionRowsSpanning() {
  return (
    <Box
      sx={{
        height: 420,
        width: '100%',
        '& .row-day': { bgcolor: 'action.hover', fontWeight: 600 },
        '& .row-total': { fontWeight: 700 },
      }}
    >
      <DataGrid
        rows={rows}
        columns={columns}
        getRowClassName={(params) => `row-${params.row.kind}`}
        disableColumnSorting
        disableColumnFilter
        hideFooter
      />
    </Box>
  );
}
