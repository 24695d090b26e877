import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, GridLogicOperator } from '@mui/x-data-grid-pro';
import { createOrders, orderColumns } from './orders';

const rows = createOrders(60);

export default function AndOnlyFilterPanelGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={orderColumns}
        showToolbar
        initialState={{
          filter: {
            filterModel: {
              items: [
                { id: 1, field: 'status', operator: 'is', value: 'Shipped' },
                { id: 2, field: 'total', operator: '>', value: 100 },
              ],
            },
          },
        }}
        slotProps={{
          filterPanel: {
            // A single operator: the And/Or select is shown but cannot be changed.
            logicOperators: [GridLogicOperator.And],
            // Column names in alphabetical order in the column select.
            columnsSort: 'asc',
            filterFormProps: {
              columnInputProps: { sx: { width: 130 } },
              operatorInputProps: { sx: { width: 130 } },
              valueInputProps: { sx: { width: 180 } },
            },
          },
        }}
      />
    </Box>
  );
}
