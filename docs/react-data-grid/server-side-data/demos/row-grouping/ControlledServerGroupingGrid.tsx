import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  DataGridPremium,
  type GridDataSource,
  type GridRowGroupingModel,
} from '@mui/x-data-grid-premium';
import {
  fetchSales,
  type SalesServerRow,
} from '../../../demos/server-side-data/fakeSalesServer';
import { salesColumns } from '../../../demos/server-side-data/salesColumns';

const dataSource: GridDataSource = {
  getRows: (params) => fetchSales(params),
  getGroupKey: (row: SalesServerRow) => row.groupKey ?? String(row.id),
  getChildrenCount: (row: SalesServerRow) => row.childCount ?? 0,
};

const VIEWS: Record<string, GridRowGroupingModel> = {
  'By place': ['region', 'store'],
  'By product': ['category', 'product'],
  'By month': ['month'],
  'No groups': [],
};

export default function ControlledServerGroupingGrid() {
  const [model, setModel] = React.useState<GridRowGroupingModel>([
    'category',
    'product',
  ]);
  // Grouping from a column menu can give a model that no button describes.
  const view =
    Object.keys(VIEWS).find((name) => VIEWS[name]?.join() === model.join()) ?? null;

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={view}
        onChange={(_event, value: string | null) =>
          value && setModel(VIEWS[value] ?? [])
        }
        aria-label="Grouping"
        sx={{ height: 32 }}
      >
        {Object.keys(VIEWS).map((name) => (
          <ToggleButton key={name} value={name}>
            {name}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box sx={{ height: 420 }}>
        <DataGridPremium
          columns={salesColumns}
          dataSource={dataSource}
          rowGroupingModel={model}
          onRowGroupingModelChange={setModel}
          groupingColDef={{ width: 220 }}
          pagination
          pageSizeOptions={[10]}
          initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
        />
      </Box>
    </Stack>
  );
}
