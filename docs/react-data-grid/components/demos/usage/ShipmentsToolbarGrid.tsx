import * as React from 'react';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  ColumnsPanelTrigger,
  DataGrid,
  ExportCsv,
  FilterPanelTrigger,
  Toolbar,
  ToolbarButton,
  useGridApiContext,
} from '@mui/x-data-grid';
import { createShipments, shipmentColumns } from './shipments';

const rows = createShipments(40);

// A width icon drawn with an SVG path, as @mui/icons-material is optional.
function FitWidthIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
      <path
        fill="currentColor"
        d="M4 5h2v14H4zm14 0h2v14h-2zM8 11h5.17l-1.59-1.59L13 8l4 4-4 4-1.41-1.41L13.17 13H8z"
      />
    </svg>
  );
}

function ShipmentsToolbar() {
  // The toolbar is rendered inside the grid, so it reaches the grid's API from context.
  const apiRef = useGridApiContext();

  return (
    <Toolbar>
      <Typography variant="subtitle2" sx={{ flex: 1, mx: 0.5 }}>
        Outbound shipments
      </Typography>
      {/* Ready-made triggers: they render the grid's button with their children as the label. */}
      <ColumnsPanelTrigger>Columns</ColumnsPanelTrigger>
      <FilterPanelTrigger>Filters</FilterPanelTrigger>
      <ExportCsv options={{ fileName: 'shipments' }}>Export</ExportCsv>
      {/* A ToolbarButton with your own action. */}
      <Tooltip title="Fit columns to content">
        <ToolbarButton
          aria-label="Fit columns to content"
          onClick={() => {
            void apiRef.current.autosizeColumns({ includeHeaders: true });
          }}
        >
          <FitWidthIcon />
        </ToolbarButton>
      </Tooltip>
    </Toolbar>
  );
}

export default function ShipmentsToolbarGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={shipmentColumns}
        slots={{ toolbar: ShipmentsToolbar }}
        showToolbar
      />
    </Box>
  );
}
