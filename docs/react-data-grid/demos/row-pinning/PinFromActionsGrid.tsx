import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPro,
  GridActionsCell,
  GridActionsCellItem,
  GridArrowUpwardIcon,
  GridClearIcon,
  type GridColDef,
  type GridPinnedRowsProp,
  type GridRowId,
} from '@mui/x-data-grid-pro';
import { createEmployees, type Employee } from '../data/employees';

const allRows = createEmployees(40, 111);

export default function PinFromActionsGrid() {
  const [pinnedIds, setPinnedIds] = React.useState<GridRowId[]>([3]);

  const togglePin = React.useCallback((id: GridRowId) => {
    setPinnedIds((previous) =>
      previous.includes(id)
        ? previous.filter((pinned) => pinned !== id)
        : [...previous, id],
    );
  }, []);

  // A row is either pinned or in `rows`, never both.
  const { rows, pinnedRows } = React.useMemo(() => {
    const pinned: GridPinnedRowsProp<Employee> = {
      top: pinnedIds
        .map((id) => allRows.find((row) => row.id === id))
        .filter((row): row is Employee => row !== undefined),
    };
    return {
      rows: allRows.filter((row) => !pinnedIds.includes(row.id)),
      pinnedRows: pinned,
    };
  }, [pinnedIds]);

  const columns = React.useMemo<GridColDef<Employee>[]>(
    () => [
      {
        field: 'actions',
        type: 'actions',
        width: 70,
        renderCell: (params) => (
          <GridActionsCell {...params}>
            <GridActionsCellItem
              icon={
                pinnedIds.includes(params.id) ? (
                  <GridClearIcon />
                ) : (
                  <GridArrowUpwardIcon />
                )
              }
              label={pinnedIds.includes(params.id) ? 'Unpin' : 'Pin to top'}
              onClick={() => togglePin(params.id)}
            />
          </GridActionsCell>
        ),
      },
      { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
      { field: 'department', headerName: 'Department', width: 140 },
      { field: 'country', headerName: 'Country', width: 130 },
      { field: 'salary', headerName: 'Salary', type: 'number', width: 110 },
    ],
    [pinnedIds, togglePin],
  );

  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPro rows={rows} columns={columns} pinnedRows={pinnedRows} />
    </Box>
  );
}
