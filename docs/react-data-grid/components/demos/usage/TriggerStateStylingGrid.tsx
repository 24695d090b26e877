import * as React from 'react';
import Box from '@mui/material/Box';
import {
  ColumnsPanelTrigger,
  DataGrid,
  FilterPanelTrigger,
  QuickFilter,
  QuickFilterClear,
  QuickFilterControl,
  Toolbar,
} from '@mui/x-data-grid';
import { createShipments, shipmentColumns } from './shipments';

const rows = createShipments(40, 23);

function StatefulToolbar() {
  return (
    <Toolbar>
      {/* className receives the trigger's state and returns the classes to apply. */}
      <ColumnsPanelTrigger
        className={(state) => (state.open ? 'trigger trigger--open' : 'trigger')}
      >
        Columns
      </ColumnsPanelTrigger>
      <FilterPanelTrigger
        className={(state) =>
          [
            'trigger',
            state.open && 'trigger--open',
            state.filterCount > 0 && 'trigger--active',
          ]
            .filter(Boolean)
            .join(' ')
        }
      >
        Filters
      </FilterPanelTrigger>
      <Box sx={{ flex: 1 }} />
      <QuickFilter
        defaultExpanded
        className={(state) => (state.value ? 'search search--filled' : 'search')}
      >
        <QuickFilterControl placeholder="Search shipments" size="small" />
        <QuickFilterClear aria-label="Clear search" size="small">
          ×
        </QuickFilterClear>
      </QuickFilter>
    </Toolbar>
  );
}

export default function TriggerStateStylingGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={shipmentColumns}
        slots={{ toolbar: StatefulToolbar }}
        showToolbar
        // The classes set by the className functions are styled like any other class.
        sx={{
          '& .trigger': { borderRadius: 4, px: 1.5 },
          '& .trigger--open': {
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
          },
          '& .trigger--open:hover': { bgcolor: 'primary.dark' },
          '& .trigger--active:not(.trigger--open)': {
            outline: '2px solid',
            outlineColor: 'warning.main',
          },
          '& .search': { display: 'flex', alignItems: 'center', gap: 0.5 },
          '& .search--filled .MuiOutlinedInput-notchedOutline': {
            borderColor: 'success.main',
            borderWidth: 2,
          },
        }}
      />
    </Box>
  );
}
