import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import {
  DataGrid,
  type GridColDef,
  type GridFilterModel,
  type GridRenderCellParams,
} from '@mui/x-data-grid';
import {
  CHANNELS,
  createOrders,
  STATUSES,
  type Order,
  type OrderStatus,
} from './orders';

const rows = createOrders(80, 21);

export default function FilterFromCell() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [],
  });

  const columns = React.useMemo<GridColDef<Order>[]>(
    () => [
      { field: 'reference', headerName: 'Order', width: 100 },
      { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 140 },
      {
        field: 'channel',
        headerName: 'Channel',
        type: 'singleSelect',
        valueOptions: CHANNELS,
        width: 130,
      },
      {
        field: 'status',
        headerName: 'Status',
        type: 'singleSelect',
        valueOptions: STATUSES,
        width: 130,
        renderCell: (params: GridRenderCellParams<Order, OrderStatus>) => (
          <Chip
            size="small"
            label={params.value}
            title={`Show only ${params.value} orders`}
            onClick={() =>
              setFilterModel({
                items: [{ field: 'status', operator: 'is', value: params.value }],
              })
            }
          />
        ),
      },
      { field: 'total', headerName: 'Total (€)', type: 'number', width: 110 },
    ],
    [],
  );

  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        filterModel={filterModel}
        onFilterModelChange={setFilterModel}
      />
    </Box>
  );
}
