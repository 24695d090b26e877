import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, type GridDataSource } from '@mui/x-data-grid-premium';
import {
  fetchSales,
  type SalesServerRow,
} from '../../../demos/server-side-data/fakeSalesServer';
import { salesColumns } from '../../../demos/server-side-data/salesColumns';
import { serverAggregationFunctions } from './serverAggregationFunctions';

const dataSource: GridDataSource = {
  getRows: (params) => fetchSales(params), // answers with `aggregateRow` for the footer
  // Reads one aggregated value from the row the server computed.
  getAggregatedValue: (row: SalesServerRow, field) => {
    // The method returns a string; the column's formatter reads it as a number.
    const value = row.aggregates?.[field];
    return value === null || value === undefined ? '' : String(value);
  },
};

export default function ServerAggregationGrid() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPremium
        columns={salesColumns}
        dataSource={dataSource}
        aggregationFunctions={serverAggregationFunctions}
        initialState={{
          // Region and Month stay in the columns panel; hidden, the totals fit beside the products.
          columns: { columnVisibilityModel: { region: false, month: false } },
          aggregation: { model: { units: 'sum', revenue: 'sum' } },
          pagination: { paginationModel: { pageSize: 10 } },
        }}
        pagination
        pageSizeOptions={[10, 25]}
        showToolbar
        // This data source has no getGroupKey and its server does not pivot.
        disableRowGrouping
        disablePivoting
      />
    </Box>
  );
}
