import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  type DataGridPremiumProps,
  type GridColDef,
} from '@mui/x-data-grid-premium';

interface Task {
  id: number;
  path: string[];
  hours?: number;
  cost?: number;
  due?: Date;
}

// Noon UTC keeps the calendar day in almost every time zone.
const day = (month: number, date: number) =>
  new Date(Date.UTC(2025, month - 1, date, 12));

// A flat renovation plan. Parent rows carry no figures: their cells show what their tasks add up to.
const rows: Task[] = [
  { id: 1, path: ['Kitchen'] },
  { id: 2, path: ['Kitchen', 'Strip out'], hours: 16, cost: 900, due: day(3, 14) },
  { id: 3, path: ['Kitchen', 'Cabinets'] },
  {
    id: 4,
    path: ['Kitchen', 'Cabinets', 'Order units'],
    hours: 2,
    cost: 6400,
    due: day(4, 2),
  },
  {
    id: 5,
    path: ['Kitchen', 'Cabinets', 'Fit units'],
    hours: 24,
    cost: 1800,
    due: day(4, 25),
  },
  { id: 6, path: ['Kitchen', 'Worktop'], hours: 6, cost: 2100, due: day(4, 30) },
  { id: 7, path: ['Kitchen', 'Electrics'], hours: 10, cost: 1250, due: day(4, 11) },
  { id: 8, path: ['Bathroom'] },
  { id: 9, path: ['Bathroom', 'Plumbing'], hours: 18, cost: 2300, due: day(3, 28) },
  { id: 10, path: ['Bathroom', 'Tiling'] },
  {
    id: 11,
    path: ['Bathroom', 'Tiling', 'Walls'],
    hours: 20,
    cost: 1600,
    due: day(5, 16),
  },
  {
    id: 12,
    path: ['Bathroom', 'Tiling', 'Floor'],
    hours: 9,
    cost: 780,
    due: day(5, 9),
  },
  { id: 13, path: ['Bathroom', 'Fixtures'], hours: 7, cost: 3100, due: day(5, 23) },
  { id: 14, path: ['Living room'] },
  {
    id: 15,
    path: ['Living room', 'Flooring'],
    hours: 14,
    cost: 2650,
    due: day(6, 6),
  },
  {
    id: 16,
    path: ['Living room', 'Painting'],
    hours: 12,
    cost: 420,
    due: day(5, 30),
  },
];

const columns: GridColDef<Task>[] = [
  { field: 'hours', headerName: 'Hours', type: 'number', width: 110 },
  {
    field: 'cost',
    headerName: 'Cost',
    type: 'number',
    width: 130,
    valueFormatter: (value: number) =>
      value == null ? '' : `€${value.toLocaleString('en-US')}`,
  },
  { field: 'due', headerName: 'Due', type: 'date', width: 130 },
];

const getTreeDataPath: DataGridPremiumProps<Task>['getTreeDataPath'] = (row) =>
  row.path;

export default function TreeDataAggregation() {
  return (
    <Box sx={{ height: 480, width: '100%' }}>
      <DataGridPremium
        treeData
        rows={rows}
        columns={columns}
        getTreeDataPath={getTreeDataPath}
        groupingColDef={{ headerName: 'Task', width: 240 }}
        defaultGroupingExpansionDepth={1}
        initialState={{
          aggregation: { model: { hours: 'sum', cost: 'sum', due: 'max' } },
        }}
      />
    </Box>
  );
}
