import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GRID_AGGREGATION_FUNCTIONS,
  type GridAggregationFunction,
  type GridColDef,
} from '@mui/x-data-grid-premium';

interface ProductSales {
  id: number;
  product: string;
  line: string;
  revenue: number;
  cost: number;
}

// A coffee roaster's sales of one quarter, in euros.
const rows: ProductSales[] = [
  { id: 1, product: 'House blend 1 kg', line: 'Beans', revenue: 18400, cost: 11200 },
  {
    id: 2,
    product: 'Single origin 250 g',
    line: 'Beans',
    revenue: 9600,
    cost: 4100,
  },
  { id: 3, product: 'Decaf 500 g', line: 'Beans', revenue: 2300, cost: 1500 },
  { id: 4, product: 'Hand grinder', line: 'Equipment', revenue: 6200, cost: 4650 },
  { id: 5, product: 'Pour-over kit', line: 'Equipment', revenue: 3100, cost: 1300 },
  { id: 6, product: 'Brewing class', line: 'Services', revenue: 1800, cost: 400 },
  {
    id: 7,
    product: 'Machine servicing',
    line: 'Services',
    revenue: 7400,
    cost: 5900,
  },
];

interface RevenueAndCost {
  revenue: number;
  cost: number;
}

// The margin of many rows is their total profit over their total revenue, which needs two
// fields of each row: an average of the rows' margins would weigh a small sale like a big one.
const margin: GridAggregationFunction<RevenueAndCost, number | null> = {
  label: 'margin',
  columnTypes: ['number'],
  // `row` is typed as any row of any grid: name the type of this grid's rows.
  getCellValue: ({ row }) => {
    const sale = row as ProductSales;
    return { revenue: sale.revenue, cost: sale.cost };
  },
  apply: ({ values }) => {
    let revenue = 0;
    let cost = 0;
    values.forEach((value) => {
      if (value) {
        revenue += value.revenue;
        cost += value.cost;
      }
    });
    return revenue === 0 ? null : (revenue - cost) / revenue;
  },
};

const aggregationFunctions = { ...GRID_AGGREGATION_FUNCTIONS, margin };

const formatEuros = (value: number | null) =>
  value == null ? '' : `€${value.toLocaleString('en-US')}`;

const columns: GridColDef<ProductSales>[] = [
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 160 },
  { field: 'line', headerName: 'Line', width: 110 },
  {
    field: 'revenue',
    headerName: 'Revenue',
    type: 'number',
    width: 110,
    valueFormatter: formatEuros,
  },
  {
    field: 'cost',
    headerName: 'Cost',
    type: 'number',
    width: 100,
    valueFormatter: formatEuros,
  },
  {
    field: 'margin',
    headerName: 'Margin',
    type: 'number',
    width: 100,
    valueGetter: (_value, row) => (row.revenue - row.cost) / row.revenue,
    valueFormatter: (value: number | null) =>
      value == null ? '' : `${(value * 100).toFixed(1)}%`,
    availableAggregationFunctions: ['margin', 'avg'],
  },
];

export default function AggregateSeveralFields() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        aggregationFunctions={aggregationFunctions}
        groupingColDef={{ width: 130 }}
        defaultGroupingExpansionDepth={-1}
        initialState={{
          rowGrouping: { model: ['line'] },
          aggregation: { model: { revenue: 'sum', cost: 'sum', margin: 'margin' } },
          columns: { columnVisibilityModel: { line: false } },
        }}
      />
    </Box>
  );
}
