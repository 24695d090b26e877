import * as React from 'react';
import {
  DataGrid,
  type GridColDef,
  type GridRowClassNameParams,
} from '@mui/x-data-grid';

interface LedgerEntry {
  id: number;
  date: string;
  account: string;
  memo: string;
  debit: number | null;
  credit: number | null;
}

const accounts = [
  'Cash',
  'Accounts receivable',
  'Office supplies',
  'Rent',
  'Sales revenue',
  'Utilities',
];
const memos = [
  'Invoice 2291',
  'Card payment',
  'Monthly lease',
  'Stationery order',
  'Client transfer',
  'Power bill',
];

const entries: LedgerEntry[] = Array.from({ length: 30 }, (_, index) => {
  const isDebit = index % 3 !== 1;
  const amount = Math.round(((index * 73) % 900) + 45) + ((index * 17) % 100) / 100;
  return {
    id: index + 1,
    date: `2026-05-${String(Math.floor(index / 2) + 1).padStart(2, '0')}`,
    account: accounts[index % accounts.length] ?? 'Cash',
    memo: memos[(index * 5) % memos.length] ?? 'Card payment',
    debit: isDebit ? amount : null,
    credit: isDebit ? null : amount,
  };
});

const money = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2 });

const columns: GridColDef<LedgerEntry>[] = [
  { field: 'date', headerName: 'Date', width: 120 },
  { field: 'account', headerName: 'Account', width: 180 },
  { field: 'memo', headerName: 'Memo', flex: 1, minWidth: 150 },
  {
    field: 'debit',
    headerName: 'Debit',
    type: 'number',
    width: 120,
    valueFormatter: (value: number | null) =>
      value == null ? '' : money.format(value),
  },
  {
    field: 'credit',
    headerName: 'Credit',
    type: 'number',
    width: 120,
    valueFormatter: (value: number | null) =>
      value == null ? '' : money.format(value),
  },
];

const BAND_SIZE = 3;

// Rows 1–3 plain, 4–6 tinted, 7–9 plain… counted on the page, so sorting and paging keep the bands.
function bandClassName(params: GridRowClassNameParams<LedgerEntry>) {
  return Math.floor(params.indexRelativeToCurrentPage / BAND_SIZE) % 2 === 1
    ? // Hovered or selected, the row takes the grid's own colours.
      'bg-(--mui-palette-success-main)/7 dark:bg-(--mui-palette-success-main)/12 hover:[background-color:revert-layer] [&.Mui-selected]:[background-color:revert-layer]'
    : '';
}

export default function BandedLedgerRows() {
  return (
    <div className="h-[420px] w-full">
      <DataGrid
        rows={entries}
        columns={columns}
        getRowClassName={bandClassName}
        density="compact"
        initialState={{ pagination: { paginationModel: { pageSize: 15 } } }}
        pageSizeOptions={[15, 30]}
        disableRowSelectionOnClick
      />
    </div>
  );
}
