import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  GRID_DETAIL_PANEL_TOGGLE_FIELD,
  gridDimensionsSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
  type GridRowParams,
} from '@mui/x-data-grid-pro';

interface Shipment {
  id: string;
  customer: string;
  origin: string;
  destination: string;
  carrier: string;
  weightKg: number;
  parcels: number;
  shipped: string;
  due: string;
  status: string;
  note: string;
}

const rows: Shipment[] = [
  {
    id: 'SH-3301',
    customer: 'Okafor Studio',
    origin: 'Rotterdam',
    destination: 'Lagos',
    carrier: 'Maersk',
    weightKg: 1240,
    parcels: 18,
    shipped: '2026-04-02',
    due: '2026-04-21',
    status: 'At sea',
    note: 'Two pallets of desks; the customer collects at the port.',
  },
  {
    id: 'SH-3302',
    customer: 'Lindqvist AB',
    origin: 'Hamburg',
    destination: 'Stockholm',
    carrier: 'DB Schenker',
    weightKg: 310,
    parcels: 6,
    shipped: '2026-04-04',
    due: '2026-04-08',
    status: 'Delivered',
    note: 'Signed for by the front desk.',
  },
  {
    id: 'SH-3303',
    customer: 'Tanaka & Co',
    origin: 'Busan',
    destination: 'Osaka',
    carrier: 'Nippon Express',
    weightKg: 880,
    parcels: 12,
    shipped: '2026-04-05',
    due: '2026-04-09',
    status: 'Customs',
    note: 'Waiting for the import declaration; the broker has the invoice.',
  },
];

const columns: GridColDef<Shipment>[] = [
  { field: 'id', headerName: 'Shipment', width: 110 },
  { field: 'customer', headerName: 'Customer', width: 150 },
  { field: 'origin', headerName: 'From', width: 120 },
  { field: 'destination', headerName: 'To', width: 120 },
  { field: 'carrier', headerName: 'Carrier', width: 140 },
  { field: 'weightKg', headerName: 'Weight (kg)', type: 'number', width: 120 },
  { field: 'parcels', headerName: 'Parcels', type: 'number', width: 100 },
  { field: 'shipped', headerName: 'Shipped', width: 120 },
  { field: 'due', headerName: 'Due', width: 120 },
  { field: 'status', headerName: 'Status', width: 120 },
];

function ShipmentDetail({ shipment }: { shipment: Shipment }) {
  const apiRef = useGridApiContext();
  // The width the grid shows, without its vertical scrollbar.
  const { width } = useGridSelector(
    apiRef,
    gridDimensionsSelector,
  ).viewportInnerSize;

  return (
    <Box
      sx={{
        // Stays at the start of the visible part while the rows scroll sideways.
        position: 'sticky',
        insetInlineStart: 0,
        width,
        boxSizing: 'border-box',
        p: 2,
      }}
    >
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="subtitle2" gutterBottom>
          {shipment.id}: {shipment.origin} to {shipment.destination},{' '}
          {shipment.status.toLowerCase()}
        </Typography>
        <Typography variant="body2">{shipment.note}</Typography>
      </Paper>
    </Box>
  );
}

const getDetailPanelContent = ({ row }: GridRowParams<Shipment>) => (
  <ShipmentDetail shipment={row} />
);

export default function DetailPanelInView() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={() => 'auto'}
        initialState={{
          pinnedColumns: { left: [GRID_DETAIL_PANEL_TOGGLE_FIELD] },
          detailPanel: { expandedRowIds: new Set(['SH-3301']) },
        }}
        // The panel scrolls its own overflow by default; visible lets the content
        // stick to the grid's scrolling area instead.
        sx={{ '& .MuiDataGrid-detailPanel': { overflow: 'visible' } }}
        hideFooter
      />
    </Box>
  );
}
