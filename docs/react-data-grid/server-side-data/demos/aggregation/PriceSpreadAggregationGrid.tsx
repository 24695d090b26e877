import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  type GridAggregationFunctionDataSource,
  type GridColDef,
  type GridDataSource,
  type GridGetRowsParams,
} from '@mui/x-data-grid-premium';
import {
  fetchSales,
  type Sale,
  type SalesServerRow,
} from '../../../demos/server-side-data/fakeSalesServer';
import { salesColumns } from '../../../demos/server-side-data/salesColumns';

// `spread` is not built in: the server must know how to compute it, and the label names it in the grid.
const aggregationFunctions: Record<string, GridAggregationFunctionDataSource> = {
  sum: { columnTypes: ['number'] },
  avg: { columnTypes: ['number'] },
  spread: { label: 'Spread (max − min)', columnTypes: ['number'] },
};

// Revenue offers every function; Units only the two that make sense to the sales team.
const columns: GridColDef<Sale>[] = salesColumns.map((column) =>
  column.field === 'units'
    ? { ...column, availableAggregationFunctions: ['sum', 'spread'] }
    : column,
);

/**
 * Stands in for a server that implements `spread`. The shared fake server knows `min` and
 * `max` only, so this asks it for both and subtracts; a real server would do it in one query.
 */
async function fetchSalesWithSpread(params: GridGetRowsParams) {
  const model = params.aggregationModel ?? {};
  const spreadFields = Object.keys(model).filter(
    (field) => model[field] === 'spread',
  );
  if (spreadFields.length === 0) {
    return fetchSales(params);
  }
  const swap = (method: string) =>
    Object.fromEntries(
      Object.entries(model).map(([field, fn]) => [
        field,
        fn === 'spread' ? method : fn,
      ]),
    );
  const [low, high] = await Promise.all([
    fetchSales({ ...params, aggregationModel: swap('min') }),
    fetchSales({ ...params, aggregationModel: swap('max') }),
  ]);
  const lowAggregates = (low.aggregateRow as SalesServerRow | undefined)?.aggregates;
  const highAggregates = (high.aggregateRow as SalesServerRow | undefined)
    ?.aggregates;
  if (!lowAggregates || !highAggregates) {
    return low;
  }
  const aggregates = { ...lowAggregates };
  spreadFields.forEach((field) => {
    const min = lowAggregates[field];
    const max = highAggregates[field];
    aggregates[field] =
      min === null || max === null || min === undefined || max === undefined
        ? null
        : Math.round((max - min) * 100) / 100;
  });
  return { ...low, aggregateRow: { aggregates } };
}

const dataSource: GridDataSource = {
  getRows: fetchSalesWithSpread,
  getAggregatedValue: (row: SalesServerRow, field) => {
    const value = row.aggregates?.[field];
    return value === null || value === undefined ? '' : String(value);
  },
};

export default function PriceSpreadAggregationGrid() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPremium
        columns={columns}
        dataSource={dataSource}
        aggregationFunctions={aggregationFunctions}
        initialState={{
          // Region and Month stay in the columns panel; hidden, the aggregates fit beside the products.
          columns: { columnVisibilityModel: { region: false, month: false } },
          aggregation: { model: { units: 'spread', revenue: 'avg' } },
          pagination: { paginationModel: { pageSize: 10 } },
        }}
        pagination
        pageSizeOptions={[10, 25]}
        showToolbar
        disableRowGrouping
        disablePivoting
      />
    </Box>
  );
}
