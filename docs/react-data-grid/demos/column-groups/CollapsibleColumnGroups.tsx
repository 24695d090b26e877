import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import {
  DataGrid,
  GridAddIcon,
  GridRemoveIcon,
  type GridColDef,
  type GridColumnGroupingModel,
  type GridColumnVisibilityModel,
} from '@mui/x-data-grid';

interface Store {
  id: number;
  store: string;
  q1: number;
  jan: number;
  feb: number;
  mar: number;
}

const rows: Store[] = [
  { id: 1, store: 'Canal Street', q1: 129400, jan: 38200, feb: 41100, mar: 50100 },
  { id: 2, store: 'Market Hall', q1: 98700, jan: 30400, feb: 29900, mar: 38400 },
  { id: 3, store: 'Station Arcade', q1: 151200, jan: 52000, feb: 47300, mar: 51900 },
];

const amount = { type: 'number', width: 110 } as const;

const columns: GridColDef<Store>[] = [
  { field: 'store', headerName: 'Store', width: 150 },
  { ...amount, field: 'q1', headerName: 'Total', width: 140 },
  { ...amount, field: 'jan', headerName: 'January' },
  { ...amount, field: 'feb', headerName: 'February' },
  { ...amount, field: 'mar', headerName: 'March' },
];

const monthFields = ['jan', 'feb', 'mar'];

export default function CollapsibleColumnGroups() {
  const [collapsed, setCollapsed] = React.useState(true);

  // Collapsing is visibility: the months hide, the total stays under the group.
  const columnVisibilityModel = React.useMemo<GridColumnVisibilityModel>(
    () => Object.fromEntries(monthFields.map((field) => [field, !collapsed])),
    [collapsed],
  );

  const columnGroupingModel = React.useMemo<GridColumnGroupingModel>(
    () => [
      {
        groupId: 'q1',
        headerName: 'Q1 sales',
        children: [{ field: 'q1' }, ...monthFields.map((field) => ({ field }))],
        renderHeaderGroup: (params) => (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <IconButton
              size="small"
              aria-label={collapsed ? 'Show months' : 'Hide months'}
              aria-expanded={!collapsed}
              onClick={() => setCollapsed((previous) => !previous)}
            >
              {collapsed ? (
                <GridAddIcon fontSize="small" />
              ) : (
                <GridRemoveIcon fontSize="small" />
              )}
            </IconButton>
            {params.headerName}
          </Box>
        ),
      },
    ],
    [collapsed],
  );

  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        columnGroupingModel={columnGroupingModel}
        columnVisibilityModel={columnVisibilityModel}
        disableColumnSelector
        showColumnVerticalBorder
        hideFooter
      />
    </Box>
  );
}
