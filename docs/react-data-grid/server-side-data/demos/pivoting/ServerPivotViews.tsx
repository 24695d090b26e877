import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGridPremium,
  type GridDataSource,
  type GridPivotModel,
} from '@mui/x-data-grid-premium';
import {
  fetchSales,
  pivotField,
  type SalesServerRow,
} from '../../../demos/server-side-data/fakeSalesServer';
import { salesColumns } from '../../../demos/server-side-data/salesColumns';
import { serverAggregationFunctions } from '../aggregation/serverAggregationFunctions';

const dataSource: GridDataSource = {
  getRows: (params) => fetchSales(params),
  getGroupKey: (row: SalesServerRow) => row.groupKey ?? String(row.id),
  getChildrenCount: (row: SalesServerRow) => row.childCount ?? 0,
  getAggregatedValue: (row: SalesServerRow, field) => {
    const value = row.aggregates?.[field];
    return value === null || value === undefined ? '' : String(value);
  },
};

// Saved views: each one is a pivot model the server knows how to answer.
const revenueByRegion: GridPivotModel = {
  rows: [{ field: 'region' }],
  columns: [{ field: 'category', sort: 'asc' }],
  values: [{ field: 'revenue', aggFunc: 'sum' }],
};

const VIEWS: { label: string; model: GridPivotModel }[] = [
  { label: 'Revenue: region × category', model: revenueByRegion },
  {
    label: 'Average units: product × region',
    model: {
      rows: [{ field: 'product' }],
      columns: [{ field: 'region', sort: 'asc' }],
      values: [{ field: 'units', aggFunc: 'avg' }],
    },
  },
];

export default function ServerPivotViews() {
  const [pivotModel, setPivotModel] =
    React.useState<GridPivotModel>(revenueByRegion);
  const [pivotActive, setPivotActive] = React.useState(true);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        {VIEWS.map((view) => (
          <Button
            key={view.label}
            size="small"
            variant={
              pivotActive && pivotModel === view.model ? 'contained' : 'outlined'
            }
            onClick={() => {
              setPivotModel(view.model);
              setPivotActive(true);
            }}
          >
            {view.label}
          </Button>
        ))}
        <Button
          size="small"
          variant={pivotActive ? 'outlined' : 'contained'}
          onClick={() => setPivotActive(false)}
        >
          Records
        </Button>
      </Stack>
      <Box sx={{ height: 420 }}>
        <DataGridPremium
          columns={salesColumns}
          dataSource={dataSource}
          aggregationFunctions={serverAggregationFunctions}
          pivotingColDef={(field, columnGroupPath) => ({
            field: pivotField(columnGroupPath, field),
            width: 120,
          })}
          pivotModel={pivotModel}
          onPivotModelChange={setPivotModel}
          pivotActive={pivotActive}
          onPivotActiveChange={setPivotActive}
          pagination
          pageSizeOptions={[25, 50]}
          initialState={{
            pagination: { paginationModel: { pageSize: 25, page: 0 } },
          }}
          showToolbar
        />
      </Box>
    </Stack>
  );
}
