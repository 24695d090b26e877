import * as React from 'react';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import {
  DataGrid,
  GridEditInputCell,
  type GridColDef,
  type GridPreProcessEditCellProps,
  type GridRenderEditCellParams,
} from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../../../demos/data/employees';

const rows = createEmployees(20, 72);

/** The default input, outlined in red with a hint while the value is invalid. */
function renderValidatedEditCell(hint: string) {
  return function ValidatedEditCell(params: GridRenderEditCellParams) {
    const invalid = Boolean(params.error);
    return (
      <Tooltip open={invalid} title={hint} placement="bottom-start">
        <Box
          sx={{
            width: '100%',
            height: '100%',
            display: 'flex',
            outline: invalid ? '2px solid' : 'none',
            outlineColor: 'error.main',
            outlineOffset: -2,
          }}
        >
          <GridEditInputCell {...params} />
        </Box>
      </Tooltip>
    );
  };
}

const columns: GridColDef<Employee>[] = [
  {
    field: 'email',
    headerName: 'Email',
    flex: 1,
    minWidth: 240,
    editable: true,
    preProcessEditCellProps: (params: GridPreProcessEditCellProps) => ({
      ...params.props,
      error: !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(String(params.props.value ?? '')),
    }),
    renderEditCell: renderValidatedEditCell(
      'Enter an address such as name@example.com',
    ),
  },
  {
    field: 'rating',
    headerName: 'Rating (1–5)',
    type: 'number',
    width: 140,
    editable: true,
    preProcessEditCellProps: (params: GridPreProcessEditCellProps) => {
      const value = Number(params.props.value);
      return {
        ...params.props,
        error:
          params.props.value === '' || Number.isNaN(value) || value < 1 || value > 5,
      };
    },
    renderEditCell: renderValidatedEditCell('Enter a rating from 1 to 5'),
  },
];

export default function ValidatedEditingGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </Box>
  );
}
