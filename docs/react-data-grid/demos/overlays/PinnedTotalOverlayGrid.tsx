import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
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

const firstExpenses: Expense[] = [
  { id: 1, item: 'Train to Lyon', amount: 86 },
  { id: 2, item: 'Hotel, two nights', amount: 214 },
  { id: 3, item: 'Client dinner', amount: 132.5 },
];

const euros = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' });

const columns: GridColDef<Expense>[] = [
  { field: 'item', headerName: 'Expense', flex: 1, minWidth: 180 },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 130,
    valueFormatter: (value: number) => euros.format(value),
  },
];

export default function PinnedTotalOverlayGrid() {
  const [expenses, setExpenses] = React.useState(firstExpenses);
  const [pinOnlyWithRows, setPinOnlyWithRows] = React.useState(false);

  const pinnedRows = React.useMemo<GridPinnedRowsProp<Expense> | undefined>(() => {
    if (pinOnlyWithRows && expenses.length === 0) {
      return undefined;
    }
    const total = expenses.reduce((sum, expense) => sum + expense.amount, 0);
    return { bottom: [{ id: 'total', item: 'Total', amount: total }] };
  }, [expenses, pinOnlyWithRows]);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
      >
        <Button size="small" variant="outlined" onClick={() => setExpenses([])}>
          Remove all expenses
        </Button>
        <Button size="small" onClick={() => setExpenses(firstExpenses)}>
          Restore
        </Button>
        <FormControlLabel
          control={
            <Switch
              checked={pinOnlyWithRows}
              onChange={(event) => setPinOnlyWithRows(event.target.checked)}
            />
          }
          label="Pin the total only when there are expenses"
        />
      </Stack>
      <Box sx={{ height: 320 }}>
        <DataGridPro rows={expenses} columns={columns} pinnedRows={pinnedRows} />
      </Box>
    </Stack>
  );
}
