import * as React from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  DataGrid,
  FilterPanelTrigger,
  GridFilterListIcon,
  Toolbar,
  useGridApiContext,
} from '@mui/x-data-grid';
import { createOrders, orderColumns } from './orders';

const rows = createOrders(60);

function OrdersToolbar() {
  const apiRef = useGridApiContext();

  return (
    <Toolbar>
      {/* state.filterCount counts the active filter items: those with a value, and those whose operator needs none, such as "is empty". */}
      <FilterPanelTrigger
        render={(props, state) => (
          <Button
            {...props}
            size="small"
            variant={state.open ? 'contained' : 'text'}
            startIcon={
              <Badge badgeContent={state.filterCount} color="primary" variant="dot">
                <GridFilterListIcon fontSize="small" />
              </Badge>
            }
          >
            {state.filterCount > 0 ? `Filters (${state.filterCount})` : 'Filters'}
          </Button>
        )}
      />
      <Button size="small" onClick={() => apiRef.current.showFilterPanel('status')}>
        Filter by status
      </Button>
    </Toolbar>
  );
}

export default function FilterBadgeToolbarGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={orderColumns}
        initialState={{
          filter: {
            filterModel: {
              items: [{ field: 'channel', operator: 'is', value: 'Marketplace' }],
            },
          },
        }}
        slots={{ toolbar: OrdersToolbar }}
        showToolbar
      />
    </Box>
  );
}
