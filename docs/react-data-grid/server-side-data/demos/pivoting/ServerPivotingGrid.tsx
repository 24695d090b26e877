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

const pivotModel: GridPivotModel = {
  rows: [{ field: 'region' }],
  columns: [{ field: 'month', sort: 'asc' }],
  values: [{ field: 'revenue', aggFunc: 'sum' }],
};

export default function ServerPivotingGrid() {
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
        initialState={{ pivoting: { model: pivotModel, enabled: true } }}
        showToolbar
      />
    </Box>
  );
}
