import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  type GridColDef,
  type GridGroupingColDefOverride,
} from '@mui/x-data-grid-premium';
import { createOrders, formatEuros, type Order } from './orders';

const rows = createOrders(60);

const columns: GridColDef<Order>[] = [
  { field: 'region', headerName: 'Region', width: 130 },
  { field: 'country', headerName: 'Country', width: 120 },
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'product', headerName: 'Product', width: 140 },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => formatEuros(value),
  },
];

const groupingColDef: GridGroupingColDefOverride<Order> = {
  headerName: 'Region / country / order',
  width: 260,
  leafField: 'orderNumber',
};

export default function GroupingCellIndent() {
  const [multiplier, setMultiplier] = React.useState(2);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', maxWidth: 360 }}
      >
        <Typography variant="body2" id="indent-label" sx={{ flexShrink: 0 }}>
          Indent per level
        </Typography>
        <Slider
          size="small"
          min={0}
          max={6}
          step={1}
          marks
          value={multiplier}
          valueLabelDisplay="auto"
          valueLabelFormat={(value) => `${value * 8}px`}
          onChange={(_event, value) => setMultiplier(value)}
          aria-labelledby="indent-label"
        />
      </Stack>
      <Box sx={{ height: 420 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          groupingColDef={groupingColDef}
          defaultGroupingExpansionDepth={-1}
          initialState={{
            rowGrouping: { model: ['region', 'country'] },
            columns: {
              columnVisibilityModel: {
                region: false,
                country: false,
                orderNumber: false,
              },
            },
          }}
          // Each level is indented by this number times the theme spacing (8px).
          sx={{ '--DataGrid-cellOffsetMultiplier': multiplier }}
        />
      </Box>
    </Stack>
  );
}
