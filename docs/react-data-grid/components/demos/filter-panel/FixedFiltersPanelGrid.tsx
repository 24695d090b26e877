import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro } from '@mui/x-data-grid-pro';
import { createOrders, orderColumns } from './orders';

const rows = createOrders(60);

export default function FixedFiltersPanelGrid() {
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
                { id: 'country', field: 'country', operator: 'contains', value: '' },
                { id: 'status', field: 'status', operator: 'is' },
                { id: 'total', field: 'total', operator: '>=' },
              ],
            },
          },
        }}
        slotProps={{
          filterPanel: {
            // The three prepared filters stay; people only fill in their values.
            disableAddFilterButton: true,
            disableRemoveAllButton: true,
            filterFormProps: {
              // Each form lists only its own column, so it cannot be switched.
              filterColumns: ({ field }) => [field],
              deleteIconProps: { sx: { display: 'none' } },
            },
          },
        }}
      />
    </Box>
  );
}
