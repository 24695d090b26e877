import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  type GridColDef,
  type GridDataSource,
  type GridGetRowsResponse,
  type GridPivotModel,
} from '@mui/x-data-grid-premium';
import {
  fetchSales,
  pivotField,
  type Sale,
  type SalesServerRow,
} from '../../../demos/server-side-data/fakeSalesServer';
import { salesColumns } from '../../../demos/server-side-data/salesColumns';
import { serverAggregationFunctions } from '../aggregation/serverAggregationFunctions';

type PivotColumn = NonNullable<GridGetRowsResponse['pivotColumns']>[number];

const monthName = new Intl.DateTimeFormat('en-GB', {
  month: 'long',
  year: 'numeric',
});

// The server stores months as '2025-01'; the column shows them as 'January 2025'.
const columns: GridColDef<Sale>[] = salesColumns.map((column) =>
  column.field === 'month'
    ? {
        ...column,
        width: 140,
        valueFormatter: (value: string) => {
          const [year = 2000, month = 1] = value.split('-').map(Number);
          return monthName.format(new Date(year, month - 1, 1));
        },
      }
    : column,
);

// Replace each group's label with a partial row, { month: '2025-01' }: the grid formats it
// with the column's valueFormatter. The key stays the raw value, used in the field names.
function withRowGroups(
  nodes: PivotColumn[],
  fields: string[],
  depth = 0,
): PivotColumn[] {
  const field = fields[depth];
  if (!field) {
    return nodes;
  }
  return nodes.map((node) => ({
    ...node,
    group: { [field]: node.key },
    children: node.children && withRowGroups(node.children, fields, depth + 1),
  }));
}

const dataSource: GridDataSource = {
  getRows: async (params) => {
    const response = await fetchSales(params);
    const fields = params.pivotModel?.columns.map((column) => column.field) ?? [];
    return response.pivotColumns
      ? { ...response, pivotColumns: withRowGroups(response.pivotColumns, fields) }
      : response;
  },
  getGroupKey: (row: SalesServerRow) => row.groupKey ?? String(row.id),
  getChildrenCount: (row: SalesServerRow) => row.childCount ?? 0,
  getAggregatedValue: (row: SalesServerRow, field) => {
    const value = row.aggregates?.[field];
    return value === null || value === undefined ? '' : String(value);
  },
};

const pivotModel: GridPivotModel = {
  rows: [{ field: 'category' }],
  columns: [{ field: 'month', sort: 'asc' }],
  values: [{ field: 'units', aggFunc: 'sum' }],
};

export default function ServerPivotFormattedHeaders() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium
        columns={columns}
        dataSource={dataSource}
        aggregationFunctions={serverAggregationFunctions}
        pivotingColDef={(field, columnGroupPath) => ({
          field: pivotField(columnGroupPath, field),
          width: 140,
        })}
        initialState={{ pivoting: { model: pivotModel, enabled: true } }}
        showToolbar
      />
    </Box>
  );
}
