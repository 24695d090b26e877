import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, gridClasses, type GridColDef } from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../data/employees';

const rows = createEmployees(40, 71);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  {
    field: 'department',
    headerName: 'Department',
    width: 130,
    headerClassName: 'team-header',
  },
  {
    field: 'rating',
    headerName: 'Rating',
    type: 'number',
    width: 100,
    // A class per cell, chosen from the cell's value.
    cellClassName: (params) => {
      const value = params.value as number;
      if (value >= 4) {
        return 'rating--high';
      }
      return value < 2 ? 'rating--low' : '';
    },
  },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 120 },
  { field: 'active', headerName: 'Active', type: 'boolean', width: 90 },
];

export default function ConditionalStylingGrid() {
  return (
    <Box
      sx={(theme) => {
        // With CSS theme variables, only `theme.vars` follows the colour mode.
        const palette = (theme.vars ?? theme).palette;
        return {
          height: 420,
          width: '100%',
          '& .team-header': {
            backgroundColor: theme.alpha(palette.primary.main, 0.12),
          },
          // In dark mode the light shades read at 4.5:1 on the striped rows too.
          '& .rating--high': {
            color: palette.success.main,
            fontWeight: 600,
            ...theme.applyStyles('dark', { color: palette.success.light }),
          },
          '& .rating--low': {
            color: palette.error.main,
            fontWeight: 600,
            ...theme.applyStyles('dark', { color: palette.error.light }),
          },
          '& .row--inactive': {
            color: palette.text.disabled,
            fontStyle: 'italic',
          },
          // Hovered and selected rows keep the grid's own colours, whatever order the styles load in.
          [`& .${gridClasses.row}.row--even:not(:hover, .Mui-selected)`]: {
            backgroundColor: palette.action.hover,
          },
        };
      }}
    >
      <DataGrid
        rows={rows}
        columns={columns}
        getRowClassName={(params) =>
          [
            params.indexRelativeToCurrentPage % 2 === 0 ? 'row--even' : '',
            params.row.active ? '' : 'row--inactive',
          ]
            .filter(Boolean)
            .join(' ')
        }
        showColumnVerticalBorder
      />
    </Box>
  );
}
