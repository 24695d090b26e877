import * as React from 'react';
import Box from '@mui/material/Box';
import {
  ColumnsPanelTrigger,
  DataGrid,
  ExportCsv,
  ExportPrint,
  FilterPanelTrigger,
  QuickFilter,
  QuickFilterControl,
  Toolbar,
} from '@mui/x-data-grid';
import { createShipments, shipmentColumns } from './shipments';

const rows = createShipments(40, 5);

function PlainToolbar() {
  return (
    <Toolbar>
      <ColumnsPanelTrigger>Columns</ColumnsPanelTrigger>
      <FilterPanelTrigger>Filters</FilterPanelTrigger>
      <ExportCsv options={{ fileName: 'shipments' }}>CSV</ExportCsv>
      <ExportPrint>Print</ExportPrint>
      <Box sx={{ flex: 1 }} />
      <QuickFilter defaultExpanded>
        <QuickFilterControl placeholder="Search" size="small" />
      </QuickFilter>
    </Toolbar>
  );
}

// Defined once, outside the component: every text button the grid draws receives the
// baseButton props (icon buttons take theirs from baseIconButton).
const slotProps = {
  baseButton: {
    material: { variant: 'outlined' as const, color: 'secondary' as const },
  },
  baseTextField: {
    material: { color: 'secondary' as const },
  },
};

export default function MaterialPropsBlocksGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={shipmentColumns}
        slots={{ toolbar: PlainToolbar }}
        slotProps={slotProps}
        showToolbar
      />
    </Box>
  );
}
