import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  DataGridPremium,
  useGridApiRef,
  type DataGridPremiumProps,
  type GridColDef,
  type GridGroupNode,
} from '@mui/x-data-grid-premium';
import { createOrders, formatEuros, type Order } from './orders';

const rows = createOrders(90);

const columns: GridColDef<Order>[] = [
  { field: 'region', headerName: 'Region', width: 130 },
  { field: 'country', headerName: 'Country', width: 130 },
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

// Takes priority over defaultGroupingExpansionDepth: only the Europe region starts open.
const isEuropeOpen = (node: GridGroupNode) =>
  node.groupingField === 'region' && node.groupingKey === 'Europe';

const options: Record<string, Partial<DataGridPremiumProps>> = {
  collapsed: { defaultGroupingExpansionDepth: 0 },
  regions: { defaultGroupingExpansionDepth: 1 },
  everything: { defaultGroupingExpansionDepth: -1 },
  europe: { isGroupExpandedByDefault: isEuropeOpen },
};

export default function DefaultExpansion() {
  const apiRef = useGridApiRef();
  const [option, setOption] = React.useState('regions');

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack
        direction="row"
        spacing={1}
        sx={{ flexWrap: 'wrap', alignItems: 'center', rowGap: 1 }}
      >
        <ToggleButtonGroup
          size="small"
          exclusive
          value={option}
          onChange={(_event, value: string | null) => value && setOption(value)}
          aria-label="Groups open at first"
        >
          <ToggleButton value="collapsed">Depth 0</ToggleButton>
          <ToggleButton value="regions">Depth 1</ToggleButton>
          <ToggleButton value="everything">Depth -1</ToggleButton>
          <ToggleButton value="europe">Only Europe</ToggleButton>
        </ToggleButtonGroup>
        <Button size="small" onClick={() => apiRef.current?.expandAllRows()}>
          Expand all
        </Button>
        <Button size="small" onClick={() => apiRef.current?.collapseAllRows()}>
          Collapse all
        </Button>
      </Stack>
      <Box sx={{ height: 420 }}>
        {/* The expansion props apply when groups are created, so the grid remounts when they change. */}
        <DataGridPremium
          key={option}
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          initialState={{ rowGrouping: { model: ['region', 'country'] } }}
          {...(options[option] ?? {})}
        />
      </Box>
    </Stack>
  );
}
