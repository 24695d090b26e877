import * as React from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Tooltip from '@mui/material/Tooltip';
import {
  DataGrid,
  FilterPanelTrigger,
  GridFilterListIcon,
  Toolbar,
  ToolbarButton,
} from '@mui/x-data-grid';
import { createShipments, shipmentColumns } from './shipments';

const rows = createShipments(40, 11);

function ThreeFormsToolbar() {
  return (
    <Toolbar>
      {/* 1. No render prop: the trigger draws the grid's baseButton slot. */}
      <FilterPanelTrigger>Filters</FilterPanelTrigger>
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />

      {/* 2. An element: the trigger merges its props into it and passes its children. */}
      <Tooltip title="Filters">
        <FilterPanelTrigger render={<ToolbarButton aria-label="Filters" />}>
          <GridFilterListIcon fontSize="small" />
        </FilterPanelTrigger>
      </Tooltip>
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />

      {/* 3. A function: it receives the props to spread and the trigger's state. */}
      <FilterPanelTrigger
        render={(props, state) => (
          <Button
            {...props}
            size="small"
            variant={state.open ? 'contained' : 'outlined'}
            startIcon={
              <Badge badgeContent={state.filterCount} color="secondary">
                <GridFilterListIcon fontSize="small" />
              </Badge>
            }
          >
            {state.open ? 'Close filters' : 'Open filters'}
          </Button>
        )}
      />
    </Toolbar>
  );
}

export default function RenderPropFormsGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={shipmentColumns}
        slots={{ toolbar: ThreeFormsToolbar }}
        showToolbar
        initialState={{
          filter: {
            filterModel: {
              items: [{ field: 'status', operator: 'is', value: 'Delayed' }],
            },
          },
        }}
      />
    </Box>
  );
}
