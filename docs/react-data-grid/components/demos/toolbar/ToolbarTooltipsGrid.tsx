import * as React from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import {
  ColumnsPanelTrigger,
  DataGrid,
  ExportCsv,
  ExportPrint,
  FilterPanelTrigger,
  GridDownloadIcon,
  GridFilterListIcon,
  GridViewColumnIcon,
  Toolbar,
  ToolbarButton,
} from '@mui/x-data-grid';
import { createParts, partColumns } from './inventory';

const rows = createParts(45);

function PrintIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
      <path
        fill="currentColor"
        d="M7 3h10v4H7zm-2 5h14a3 3 0 0 1 3 3v6h-4v4H6v-4H2v-6a3 3 0 0 1 3-3m3 7v4h8v-4zm10-5a1 1 0 1 0 0 2 1 1 0 0 0 0-2"
      />
    </svg>
  );
}

function StockToolbar() {
  return (
    <Toolbar>
      {/* The render function wraps the button in a tooltip whose text follows the state. */}
      <ColumnsPanelTrigger
        render={(props, state) => (
          <Tooltip title={state.open ? 'Hide columns' : 'Choose columns'}>
            <ToolbarButton {...props} aria-label="Columns">
              <GridViewColumnIcon fontSize="small" />
            </ToolbarButton>
          </Tooltip>
        )}
      />
      <FilterPanelTrigger
        render={(props, state) => {
          let title = 'Filter parts';
          if (state.filterCount > 0) {
            title = `${state.filterCount} active filter${state.filterCount > 1 ? 's' : ''}`;
          }
          return (
            <Tooltip title={state.open ? 'Hide filters' : title}>
              <ToolbarButton {...props} aria-label="Filters">
                <Badge
                  badgeContent={state.filterCount}
                  color="primary"
                  variant="dot"
                >
                  <GridFilterListIcon fontSize="small" />
                </Badge>
              </ToolbarButton>
            </Tooltip>
          );
        }}
      />
      <Box sx={{ flex: 1 }} />
      {/* Without state, the tooltip can wrap the component itself. */}
      <Tooltip title="Download as CSV" placement="bottom-end">
        <ExportCsv
          render={<ToolbarButton aria-label="Download as CSV" />}
          options={{ fileName: 'stock-levels' }}
        >
          <GridDownloadIcon fontSize="small" />
        </ExportCsv>
      </Tooltip>
      <Tooltip title="Print the stock list" placement="bottom-end">
        <ExportPrint render={<ToolbarButton aria-label="Print the stock list" />}>
          <PrintIcon />
        </ExportPrint>
      </Tooltip>
    </Toolbar>
  );
}

export default function ToolbarTooltipsGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={partColumns}
        slots={{ toolbar: StockToolbar }}
        showToolbar
      />
    </Box>
  );
}
