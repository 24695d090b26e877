import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  gridRowNodeSelector,
  useGridApiRef,
  type GridColDef,
  type GridEventListener,
  type GridRowClassNameParams,
} from '@mui/x-data-grid-premium';
import { createOrders, formatEuros, type Order } from './orders';

const rows = createOrders(60);

const columns: GridColDef<Order>[] = [
  { field: 'region', headerName: 'Region', width: 130 },
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'product', headerName: 'Product', width: 150 },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => formatEuros(value),
  },
];

export default function ToggleGroupOnRowClick() {
  const apiRef = useGridApiRef();

  const handleRowClick = React.useCallback<GridEventListener<'rowClick'>>(
    (params) => {
      const node = gridRowNodeSelector(apiRef, params.id);
      if (node?.type === 'group') {
        apiRef.current?.setRowChildrenExpansion(node.id, !node.childrenExpanded);
      }
    },
    [apiRef],
  );

  const getRowClassName = React.useCallback(
    (params: GridRowClassNameParams) =>
      gridRowNodeSelector(apiRef, params.id)?.type === 'group' ? 'group-row' : '',
    [apiRef],
  );

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        apiRef={apiRef}
        rows={rows}
        columns={columns}
        onRowClick={handleRowClick}
        getRowClassName={getRowClassName}
        // A click opens or closes a group: it does not select it.
        disableRowSelectionOnClick
        initialState={{
          rowGrouping: { model: ['region', 'category'] },
          columns: { columnVisibilityModel: { region: false, category: false } },
        }}
        sx={{ '& .group-row': { cursor: 'pointer' } }}
      />
    </Box>
  );
}
