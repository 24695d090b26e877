import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  DataGridPremium,
  type GridColDef,
  type GridGroupingColDefOverride,
  type GridGroupingColDefOverrideParams,
} from '@mui/x-data-grid-premium';
import { createOrders, formatEuros, type Order } from './orders';

const rows = createOrders(90);

const columns: GridColDef<Order>[] = [
  { field: 'region', headerName: 'Region', width: 130 },
  { field: 'channel', headerName: 'Channel', width: 110 },
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'product', headerName: 'Product', width: 150 },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => formatEuros(value),
  },
];

// Called once per grouping column with the criteria that column shows.
function getGroupingColDef({
  fields,
}: GridGroupingColDefOverrideParams): GridGroupingColDefOverride<Order> {
  if (fields.length > 1) {
    return { headerName: 'Region / channel', width: 200 };
  }
  return fields[0] === 'region'
    ? { headerName: 'Sales region', width: 170 }
    : { headerName: 'Sold through', width: 150 };
}

export default function GroupingColumnMode() {
  const [mode, setMode] = React.useState<'single' | 'multiple'>('single');

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={mode}
        onChange={(_event, value: 'single' | 'multiple' | null) =>
          value && setMode(value)
        }
        aria-label="Grouping column mode"
      >
        <ToggleButton value="single">One grouping column</ToggleButton>
        <ToggleButton value="multiple">One column per criterion</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 420 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          rowGroupingColumnMode={mode}
          groupingColDef={getGroupingColDef}
          initialState={{ rowGrouping: { model: ['region', 'channel'] } }}
          defaultGroupingExpansionDepth={1}
        />
      </Box>
    </Stack>
  );
}
