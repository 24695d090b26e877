import * as React from 'react';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Pick {
  id: string;
  order: string;
  sku: string;
  location: string;
  quantity: number;
  picker: string;
}

const pickers = ['Ade', 'Bea', 'Cyril', 'Dana'];

const picks: Pick[] = Array.from({ length: 24 }, (_, index) => ({
  id: `PK-${7300 + index}`,
  order: `SO-${41800 + Math.floor(index / 3)}`,
  sku: `SKU-${((index * 389) % 9000) + 1000}`,
  location: `${String.fromCharCode(65 + (index % 5))}-${String(((index * 7) % 40) + 1).padStart(2, '0')}-${(index % 4) + 1}`,
  quantity: ((index * 11) % 12) + 1,
  picker: pickers[index % pickers.length] ?? 'Ade',
}));

const columns: GridColDef<Pick>[] = [
  { field: 'id', headerName: 'Pick', width: 100 },
  { field: 'order', headerName: 'Order', width: 100 },
  { field: 'sku', headerName: 'SKU', width: 100 },
  { field: 'location', headerName: 'Location', width: 110 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 70 },
  { field: 'picker', headerName: 'Picker', flex: 1, minWidth: 90 },
];

// The grid's parts are styled from its root with arbitrary variants on their public class names.
const gridClassName = [
  'rounded-none border-(--mui-palette-text-primary) text-[0.8125rem]',
  // The colour the grid draws row, cell and header lines with.
  '[--DataGrid-rowBorderColor:var(--mui-palette-divider)]',
  '[&_.MuiDataGrid-columnHeaders]:border-b-2 [&_.MuiDataGrid-columnHeaders]:border-b-(--mui-palette-text-primary)',
  '[&_.MuiDataGrid-columnHeaderTitle]:text-[0.6875rem] [&_.MuiDataGrid-columnHeaderTitle]:font-bold',
  '[&_.MuiDataGrid-columnHeaderTitle]:uppercase [&_.MuiDataGrid-columnHeaderTitle]:tracking-[0.04em]',
  '[&_.MuiDataGrid-cell]:px-2 [&_.MuiDataGrid-columnHeader]:px-2',
  '[&_.MuiDataGrid-cell:focus]:outline-2 [&_.MuiDataGrid-cell:focus]:-outline-offset-2',
  '[&_.MuiDataGrid-cell:focus]:outline-(--mui-palette-primary-main)',
  '[&_.MuiDataGrid-cell:focus-within]:outline-2 [&_.MuiDataGrid-cell:focus-within]:-outline-offset-2',
  '[&_.MuiDataGrid-cell:focus-within]:outline-(--mui-palette-primary-main)',
].join(' ');

export default function CompactBorderedGrid() {
  return (
    <div className="h-[360px] w-full">
      <DataGrid
        rows={picks}
        columns={columns}
        rowHeight={28}
        columnHeaderHeight={32}
        showCellVerticalBorder
        showColumnVerticalBorder
        hideFooter
        disableRowSelectionOnClick
        className={gridClassName}
      />
    </div>
  );
}
