import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {
  DataGridPremium,
  gridClasses,
  type GridColDef,
  type GridPivotModel,
} from '@mui/x-data-grid-premium';

interface Shipment {
  id: number;
  product: string;
  warehouse: string;
  quarter: string;
  units: number;
  revenue: number;
}

const PRODUCTS = ['Desk lamp', 'Office chair', 'Standing desk', 'Monitor arm'];
const WAREHOUSES = ['Rotterdam', 'Hamburg', 'Gdansk'];
const QUARTERS = ['Q1', 'Q2', 'Q3', 'Q4'];
const PRICES = [35, 180, 420, 95];

const rows: Shipment[] = PRODUCTS.flatMap((product, p) =>
  WAREHOUSES.flatMap((warehouse, w) =>
    QUARTERS.map((quarter, q) => {
      const units = 20 + ((p * 37 + w * 23 + q * 11) % 60);
      return {
        id: p * 100 + w * 10 + q,
        product,
        warehouse,
        quarter,
        units,
        revenue: units * (PRICES[p] ?? 0),
      };
    }),
  ),
);

const columns: GridColDef<Shipment>[] = [
  { field: 'product', headerName: 'Product' },
  { field: 'warehouse', headerName: 'Warehouse' },
  { field: 'quarter', headerName: 'Quarter' },
  { field: 'units', headerName: 'Units', type: 'number' },
  { field: 'revenue', headerName: 'Revenue (€)', type: 'number' },
];

// Each warehouse heads 4 quarters × 2 values: 8 columns, wider than the grid.
const pivotModel: GridPivotModel = {
  rows: [{ field: 'product' }],
  columns: [{ field: 'warehouse' }, { field: 'quarter' }],
  values: [
    { field: 'units', aggFunc: 'sum' },
    { field: 'revenue', aggFunc: 'sum' },
  ],
};

// The label of a column group stays at the left edge of the visible part of its group.
const stickyGroupLabels = {
  [`& .${gridClasses['columnHeader--filledGroup']} .${gridClasses.columnHeaderTitleContainer}`]:
    { overflow: 'visible' },
  [`& .${gridClasses['columnHeader--filledGroup']} .${gridClasses.columnHeaderTitleContainerContent}`]:
    { position: 'sticky', left: 8 },
  // The grid hides the overflow of the last header it renders while it can scroll sideways,
  // which would hold that label in place. `clip` still clips but lets the label stick.
  [`& .${gridClasses['columnHeader--filledGroup']}.${gridClasses['columnHeader--last']}`]:
    { overflow: 'clip' },
};

export default function StickyPivotGroupLabels() {
  const [sticky, setSticky] = React.useState(true);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        sx={{ height: 40 }}
        control={
          <Switch
            checked={sticky}
            onChange={(event) => setSticky(event.target.checked)}
          />
        }
        label="Sticky group labels"
      />
      <Box sx={{ height: 360 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          initialState={{ pivoting: { model: pivotModel, enabled: true } }}
          pivotingColDef={{ width: 110 }}
          sx={sticky ? stickyGroupLabels : undefined}
        />
      </Box>
    </Stack>
  );
}
