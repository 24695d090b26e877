import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  gridRowNodeSelector,
  useGridApiRef,
  type GridColDef,
  type GridGroupNode,
} from '@mui/x-data-grid-premium';

interface Shipment {
  id: string;
  carrier: string;
  destination: string;
  parcels: number;
  weightKg: number;
  cost: number;
}

const shipments: Shipment[] = [
  {
    id: 'SH-5101',
    carrier: 'Polar Post',
    destination: 'Oslo',
    parcels: 14,
    weightKg: 61.5,
    cost: 212.4,
  },
  {
    id: 'SH-5102',
    carrier: 'Polar Post',
    destination: 'Tromsø',
    parcels: 3,
    weightKg: 9.2,
    cost: 58.9,
  },
  {
    id: 'SH-5103',
    carrier: 'Polar Post',
    destination: 'Bergen',
    parcels: 8,
    weightKg: 30.1,
    cost: 121.0,
  },
  {
    id: 'SH-5104',
    carrier: 'Via Sud',
    destination: 'Marseille',
    parcels: 21,
    weightKg: 88.0,
    cost: 305.75,
  },
  {
    id: 'SH-5105',
    carrier: 'Via Sud',
    destination: 'Genoa',
    parcels: 6,
    weightKg: 19.4,
    cost: 94.2,
  },
  {
    id: 'SH-5106',
    carrier: 'Kestrel Express',
    destination: 'Dublin',
    parcels: 11,
    weightKg: 42.7,
    cost: 188.6,
  },
  {
    id: 'SH-5107',
    carrier: 'Kestrel Express',
    destination: 'Cork',
    parcels: 2,
    weightKg: 4.8,
    cost: 36.0,
  },
  {
    id: 'SH-5108',
    carrier: 'Kestrel Express',
    destination: 'Galway',
    parcels: 5,
    weightKg: 15.3,
    cost: 71.45,
  },
  {
    id: 'SH-5109',
    carrier: 'Via Sud',
    destination: 'Nice',
    parcels: 9,
    weightKg: 27.9,
    cost: 119.3,
  },
];

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' });

const columns: GridColDef<Shipment>[] = [
  { field: 'carrier', headerName: 'Carrier', width: 120 },
  { field: 'id', headerName: 'Shipment', width: 90 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 100 },
  { field: 'parcels', headerName: 'Parcels', type: 'number', width: 80 },
  {
    field: 'weightKg',
    headerName: 'Weight',
    type: 'number',
    width: 100,
    valueFormatter: (value?: number) =>
      value == null ? '' : `${value.toFixed(1)} kg`,
  },
  {
    field: 'cost',
    headerName: 'Cost',
    type: 'number',
    width: 100,
    valueFormatter: (value?: number) => (value == null ? '' : money.format(value)),
  },
];

// Every group gets its totals in a row under its last child; the root's row is pinned to the bottom.
const footerForEveryGroup = (_group: GridGroupNode) => 'footer' as const;

export default function GroupSubtotals() {
  const apiRef = useGridApiRef();
  return (
    <Box
      sx={{
        height: 520,
        width: '100%',
        '& .subtotal-row': { fontWeight: 600, backgroundColor: 'action.hover' },
      }}
    >
      <DataGridPremium
        rows={shipments}
        columns={columns}
        initialState={{
          rowGrouping: { model: ['carrier'] },
          // The grouping column already shows the carrier.
          columns: { columnVisibilityModel: { carrier: false } },
          aggregation: { model: { parcels: 'sum', weightKg: 'sum', cost: 'sum' } },
        }}
        getAggregationPosition={footerForEveryGroup}
        apiRef={apiRef}
        // A group's totals row is a `footer` node, the grid's totals a `pinnedRow` node;
        // data rows are `leaf` and groups are `group`.
        getRowClassName={(params) => {
          const type = gridRowNodeSelector(apiRef, params.id)?.type;
          return type === 'footer' || type === 'pinnedRow' ? 'subtotal-row' : '';
        }}
        defaultGroupingExpansionDepth={-1}
        disableRowSelectionOnClick
        hideFooter
      />
    </Box>
  );
}
