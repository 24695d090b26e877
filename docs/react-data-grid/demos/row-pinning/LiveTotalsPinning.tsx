import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPro,
  type GridColDef,
  type GridPinnedRowsProp,
} from '@mui/x-data-grid-pro';

interface Expense {
  id: number | string;
  item: string;
  amount: number;
}

const initialRows: Expense[] = [
  { id: 1, item: 'Venue hire', amount: 1200 },
  { id: 2, item: 'Catering', amount: 2450 },
  { id: 3, item: 'Band', amount: 900 },
  { id: 4, item: 'Flowers', amount: 380 },
  { id: 5, item: 'Invitations', amount: 140 },
];

const currency = new Intl.NumberFormat('en-IE', {
  style: 'currency',
  currency: 'EUR',
});

const columns: GridColDef<Expense>[] = [
  { field: 'item', headerName: 'Item', flex: 1, editable: true },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 140,
    editable: true,
    valueFormatter: (value: number) => currency.format(value),
  },
];

export default function LiveTotalsPinning() {
  const [rows, setRows] = React.useState(initialRows);

  // The total follows the rows: it is recomputed whenever an amount changes.
  const pinnedRows = React.useMemo<GridPinnedRowsProp<Expense>>(
    () => ({
      bottom: [
        {
          id: 'total',
          item: 'Total',
          amount: rows.reduce((sum, row) => sum + row.amount, 0),
        },
      ],
    }),
    [rows],
  );

  const processRowUpdate = (updated: Expense) => {
    setRows((previous) =>
      previous.map((row) => (row.id === updated.id ? updated : row)),
    );
    return updated;
  };

  return (
    <Box sx={{ height: 380, width: '100%', '& .total-row': { fontWeight: 700 } }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        pinnedRows={pinnedRows}
        processRowUpdate={processRowUpdate}
        isCellEditable={({ id }) => id !== 'total'}
        getRowClassName={({ id }) => (id === 'total' ? 'total-row' : '')}
        hideFooter
      />
    </Box>
  );
}
