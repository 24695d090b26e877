import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GridColumnMenu,
  type GridColDef,
  type GridColumnMenuProps,
  type GridInitialState,
} from '@mui/x-data-grid-premium';

interface Delivery {
  id: number;
  region: string;
  courier: string;
  parcels: number;
  lateParcels: number;
}

const regions = ['North', 'South', 'Coast'];
const couriers = ['Swiftbox', 'Parcelia', 'Route 9'];

const rows: Delivery[] = regions.flatMap((region, r) =>
  couriers.map((courier, c) => ({
    id: r * couriers.length + c + 1,
    region,
    courier,
    parcels: 420 + r * 130 + c * 75,
    lateParcels: 6 + ((r * 5 + c * 7) % 19),
  })),
);

const columns: GridColDef<Delivery>[] = [
  { field: 'region', headerName: 'Region', width: 110 },
  { field: 'courier', headerName: 'Courier', width: 130 },
  { field: 'parcels', headerName: 'Parcels', type: 'number', width: 110 },
  { field: 'lateParcels', headerName: 'Late', type: 'number', width: 100 },
];

const initialState: GridInitialState = {
  rowGrouping: { model: ['region'] },
  aggregation: { model: { parcels: 'sum', lateParcels: 'sum' } },
};

// The Premium menu, with grouping first and without the pivot and charts items.
function DeliveriesColumnMenu(props: GridColumnMenuProps) {
  return (
    <GridColumnMenu
      {...props}
      slots={{ columnMenuManagePanelItem: null }}
      slotProps={{ columnMenuGroupingItem: { displayOrder: 5 } }}
    />
  );
}

export default function PremiumMenuItemsGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={initialState}
        slots={{ columnMenu: DeliveriesColumnMenu }}
        hideFooter
      />
    </Box>
  );
}
