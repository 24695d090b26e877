import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridCellParams, type GridColDef } from '@mui/x-data-grid';

interface Project {
  id: number;
  project: string;
  owner: string;
  budget: number;
  spent: number;
  forecast: number;
}

const rows: Project[] = [
  {
    id: 1,
    project: 'Warehouse scanners',
    owner: 'Priya Raman',
    budget: 48000,
    spent: 31200,
    forecast: 46500,
  },
  {
    id: 2,
    project: 'Checkout redesign',
    owner: 'Jonas Lindqvist',
    budget: 62000,
    spent: 64800,
    forecast: 71000,
  },
  {
    id: 3,
    project: 'Driver app v2',
    owner: 'Mei Tanaka',
    budget: 90000,
    spent: 52300,
    forecast: 94500,
  },
  {
    id: 4,
    project: 'Returns portal',
    owner: 'Kwame Mensah',
    budget: 25000,
    spent: 9400,
    forecast: 21800,
  },
  {
    id: 5,
    project: 'Data warehouse',
    owner: 'Sofia Rossi',
    budget: 120000,
    spent: 118900,
    forecast: 126000,
  },
  {
    id: 6,
    project: 'Loyalty cards',
    owner: 'Mateo Silva',
    budget: 18000,
    spent: 4100,
    forecast: 15200,
  },
  {
    id: 7,
    project: 'Supplier EDI',
    owner: 'Elif Demir',
    budget: 35000,
    spent: 37500,
    forecast: 37500,
  },
];

const money = (value: number) =>
  value.toLocaleString('en-US', {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  });

const columns: GridColDef<Project>[] = [
  { field: 'project', headerName: 'Project', flex: 1, minWidth: 170 },
  { field: 'owner', headerName: 'Owner', width: 150 },
  {
    field: 'budget',
    headerName: 'Budget',
    type: 'number',
    width: 110,
    valueFormatter: money,
  },
  {
    field: 'spent',
    headerName: 'Spent',
    type: 'number',
    width: 110,
    valueFormatter: money,
  },
  {
    field: 'forecast',
    headerName: 'Forecast',
    type: 'number',
    width: 110,
    valueFormatter: money,
  },
];

export default function ProjectBudgetCellsGrid() {
  return (
    <Box
      sx={(theme) => {
        // With CSS theme variables, only `theme.vars` follows the colour mode.
        const palette = (theme.vars ?? theme).palette;
        return {
          height: 420,
          width: '100%',
          // The error colour's dark shade (light in dark mode) reads at 4.5:1 on its tint.
          '& .cell--over-budget': {
            backgroundColor: theme.alpha(palette.error.main, 0.1),
            color: palette.error.dark,
            fontWeight: 600,
            ...theme.applyStyles('dark', { color: palette.error.light }),
          },
          '& .cell--at-risk': {
            backgroundColor: theme.alpha(palette.warning.main, 0.16),
          },
        };
      }}
    >
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        // One rule for two columns, each compared with a third one: the budget.
        getCellClassName={(params: GridCellParams<Project>) => {
          const { budget, spent, forecast } = params.row;
          if (params.field === 'spent' && spent > budget) {
            return 'cell--over-budget';
          }
          if (params.field === 'forecast' && forecast > budget) {
            return spent > budget ? 'cell--over-budget' : 'cell--at-risk';
          }
          return '';
        }}
      />
    </Box>
  );
}
