import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import {
  DataGridPremium,
  GridActionsCell,
  GridActionsCellItem,
  GridAddIcon,
  GridDeleteIcon,
  GridRemoveIcon,
  useGridApiRef,
  type GridColDef,
  type GridEventListener,
  type GridRenderCellParams,
  type GridRowId,
} from '@mui/x-data-grid-premium';
import { products, stockStatus, type Product, type StockStatus } from './products';

const RESTOCK_QUANTITY = 10;

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const statusColor: Record<StockStatus, 'success' | 'warning' | 'error'> = {
  'In stock': 'success',
  'Low stock': 'warning',
  'Out of stock': 'error',
};

/** The part of a history entry that names the rows it changed (the grid types it as `any`). */
interface HistoryEntry {
  id?: GridRowId;
  newRows?: Map<GridRowId, unknown>;
}

export default function InventoryManager() {
  const [rows, setRows] = React.useState<Product[]>(products);
  const apiRef = useGridApiRef();

  const changeStock = React.useCallback((id: GridRowId, delta: number) => {
    setRows((previous) =>
      previous.map((row) =>
        row.id === id ? { ...row, stock: Math.max(0, row.stock + delta) } : row,
      ),
    );
  }, []);

  const removeProduct = React.useCallback((id: GridRowId) => {
    setRows((previous) => previous.filter((row) => row.id !== id));
  }, []);

  // An edited row comes back here, its stock already made a whole, non-negative quantity.
  const processRowUpdate = React.useCallback((newRow: Product) => {
    setRows((previous) =>
      previous.map((row) => (row.id === newRow.id ? newRow : row)),
    );
    return newRow;
  }, []);

  // Undo and redo write into the grid's own rows, not into this state: copy those rows back, or
  // the next setRows (a restock, say) would bring the undone values back. A cell edit's history
  // entry names its row; a paste's lists the rows it changed.
  const keepGridRows = React.useCallback<GridEventListener<'undo'>>(
    ({ data }) => {
      const entry = data as HistoryEntry;
      const ids =
        entry.id === undefined ? [...(entry.newRows?.keys() ?? [])] : [entry.id];
      const gridRows = new Map(
        ids.map((id) => [id, apiRef.current?.getRow<Product>(id)] as const),
      );
      setRows((previous) => previous.map((row) => gridRows.get(row.id) ?? row));
    },
    [apiRef],
  );

  const columns = React.useMemo<GridColDef<Product>[]>(
    () => [
      { field: 'name', headerName: 'Product', minWidth: 180, flex: 1 },
      {
        field: 'stock',
        headerName: 'In stock',
        type: 'number',
        width: 100,
        editable: true,
        // Rounding here rather than in processRowUpdate keeps the undo history right: it
        // records the row this function returns, and drops its steps once a row differs.
        valueSetter: (value: number | null, row) => ({
          ...row,
          stock: Math.max(0, Math.round(value || 0)), // an empty or unreadable paste is 0
        }),
      },
      {
        field: 'status',
        headerName: 'Status',
        type: 'singleSelect',
        valueOptions: ['In stock', 'Low stock', 'Out of stock'],
        width: 120,
        valueGetter: (_value, row) => stockStatus(row),
        renderCell: (params: GridRenderCellParams<Product, StockStatus>) =>
          params.rowNode.type === 'leaf' && params.value ? (
            <Chip
              size="small"
              variant="outlined"
              label={params.value}
              color={statusColor[params.value]}
            />
          ) : null,
      },
      {
        field: 'stockValue',
        headerName: 'Stock value',
        type: 'number',
        width: 110,
        valueGetter: (_value, row) => row.stock * row.unitCost,
        valueFormatter: (value: number) =>
          value == null ? '' : money.format(value),
      },
      { field: 'id', headerName: 'SKU', width: 100 },
      { field: 'category', headerName: 'Category', width: 110 },
      { field: 'supplier', headerName: 'Supplier', width: 150 },
      {
        field: 'reorderPoint',
        headerName: 'Reorder at',
        type: 'number',
        width: 100,
      },
      {
        field: 'unitCost',
        headerName: 'Unit cost',
        type: 'number',
        width: 100,
        valueFormatter: (value?: number) =>
          value == null ? '' : money.format(value),
      },
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Actions',
        width: 110,
        // The totals row at the bottom is not a product: it gets no actions.
        renderCell: (params) =>
          params.rowNode.type !== 'leaf' ? null : (
            <GridActionsCell {...params}>
              <GridActionsCellItem
                icon={<GridAddIcon />}
                label={`Restock ${RESTOCK_QUANTITY}`}
                onClick={() => changeStock(params.id, RESTOCK_QUANTITY)}
              />
              <GridActionsCellItem
                icon={<GridRemoveIcon />}
                label="Take one out"
                onClick={() => changeStock(params.id, -1)}
                disabled={params.row.stock === 0}
              />
              <GridActionsCellItem
                icon={<GridDeleteIcon />}
                label="Discontinue"
                showInMenu
                onClick={() => removeProduct(params.id)}
              />
            </GridActionsCell>
          ),
      },
    ],
    [changeStock, removeProduct],
  );

  return (
    <Box
      sx={(theme) => ({
        height: 560,
        width: '100%',
        '& .row-low-stock': {
          backgroundColor: theme.alpha(
            (theme.vars || theme).palette.warning.main,
            0.14,
          ),
        },
        '& .row-out-of-stock': {
          backgroundColor: theme.alpha(
            (theme.vars || theme).palette.error.main,
            0.14,
          ),
        },
      })}
    >
      <DataGridPremium
        apiRef={apiRef}
        rows={rows}
        columns={columns}
        showToolbar
        processRowUpdate={processRowUpdate}
        onUndo={keepGridRows}
        onRedo={keepGridRows}
        getRowClassName={(params) => {
          if (params.row.stock === undefined) {
            return '';
          }
          const status = stockStatus(params.row);
          if (status === 'Out of stock') {
            return 'row-out-of-stock';
          }
          return status === 'Low stock' ? 'row-low-stock' : '';
        }}
        initialState={{
          aggregation: { model: { stock: 'sum', stockValue: 'sum' } },
          pinnedColumns: { right: ['actions'] },
        }}
        disableRowSelectionOnClick
        hideFooter
      />
    </Box>
  );
}
