import * as React from 'react';
import Box from '@mui/material/Box';
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
  // With pivoting active, each request carries `pivotModel`, and the answer to the
  // top-level request brings `pivotColumns`, the column groups to create.
  getRows: (params) => fetchSales(params),
  getGroupKey: (row: SalesServerRow) => row.groupKey ?? String(row.id),
  getChildrenCount: (row: SalesServerRow) => row.childCount ?? 0,
  getAggregatedValue: (row: SalesServerRow, field) => {
    const value = row.aggregates?.[field];
    return value === null || value === undefined ? '' : String(value);
  },
};

// Two row levels (region, then store), two column levels (category, then month
// limited to two months by a filter) and two values per column.
const pivotModel: GridPivotModel = {
  rows: [{ field: 'region' }, { field: 'store' }],
  columns: [{ field: 'category' }, { field: 'month', sort: 'desc' }],
  values: [
    { field: 'units', aggFunc: 'sum' },
    { field: 'revenue', aggFunc: 'sum' },
  ],
};

export default function NestedServerPivotGrid() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPremium
        columns={salesColumns}
        dataSource={dataSource}
        aggregationFunctions={serverAggregationFunctions}
        // Required with a data source: names each generated column the way the server does.
        pivotingColDef={(field, columnGroupPath) => ({
          field: pivotField(columnGroupPath, field),
          width: 130,
        })}
        initialState={{
          pivoting: { model: pivotModel, enabled: true },
          filter: {
            filterModel: {
              items: [
                {
                  field: 'month',
                  operator: 'isAnyOf',
                  value: ['2025-01', '2025-02'],
                },
              ],
            },
          },
        }}
        showToolbar
      />
    </Box>
  );
}
