import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  type GridColDef,
  type GridPivotModel,
} from '@mui/x-data-grid-premium';
import { createSales, type SaleRecord } from './salesData';

const rows = createSales();

const columns: GridColDef<SaleRecord>[] = [
  { field: 'region', headerName: 'Region', width: 120 },
  { field: 'country', headerName: 'Country', width: 140 },
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'product', headerName: 'Product', width: 130 },
  { field: 'quarter', headerName: 'Quarter', width: 100 },
  { field: 'units', headerName: 'Units', type: 'number', width: 100 },
  { field: 'revenue', headerName: 'Revenue', type: 'number', width: 130 },
];

// Regions (Z to A), then quarters (Q1 to Q4) inside each region.
const pivotModel: GridPivotModel = {
  rows: [{ field: 'category' }, { field: 'product' }],
  columns: [
    { field: 'region', sort: 'desc' },
    { field: 'quarter', sort: 'asc' },
  ],
  values: [{ field: 'units', aggFunc: 'sum' }],
};

// Called once per generated column, with the value field and the path of its column groups,
// for example ('units', ['Europe', 'Q4']).
const pivotingColDef = (field: string, columnGroupPath: string[]) => {
  const quarter = columnGroupPath[columnGroupPath.length - 1];
  return {
    width: 84,
    cellClassName: quarter === 'Q4' ? 'holiday-quarter' : undefined,
    headerClassName: quarter === 'Q4' ? 'holiday-quarter' : undefined,
  };
};

export default function PivotNestedColumnGroups() {
  return (
    <Box
      sx={{
        height: 360,
        width: '100%',
        '& .holiday-quarter': {
          backgroundColor: 'action.selected',
          fontWeight: 600,
        },
      }}
    >
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{ pivoting: { model: pivotModel, enabled: true } }}
        pivotingColDef={pivotingColDef}
        defaultGroupingExpansionDepth={1}
      />
    </Box>
  );
}
