import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {
  DataGridPremium,
  GRID_AGGREGATION_FUNCTIONS,
  GRID_ROOT_GROUP_ID,
  type GridAggregationFunction,
  type GridColDef,
  type GridPinnedRowsProp,
} from '@mui/x-data-grid-premium';

interface TimeEntry {
  id: string;
  task: string;
  hours: number;
  billable: number;
}

const rows: TimeEntry[] = [
  { id: 'mon', task: 'Client workshop', hours: 7.5, billable: 7.5 },
  { id: 'tue', task: 'Prototype review', hours: 6, billable: 4 },
  { id: 'wed', task: 'Bug fixing', hours: 8, billable: 8 },
  { id: 'thu', task: 'Team planning', hours: 4.5, billable: 0 },
  { id: 'fri', task: 'Release support', hours: 5, billable: 5 },
];

// Last week's overtime sits at the top of the sheet and should count in the weekly total.
const pinnedRows: GridPinnedRowsProp<TimeEntry> = {
  top: [
    { id: 'carried', task: 'Carried over from last week', hours: 3, billable: 3 },
  ],
};
const pinnedTop = pinnedRows.top ?? [];

const columns: GridColDef<TimeEntry>[] = [
  { field: 'task', headerName: 'Task', flex: 1, minWidth: 200 },
  { field: 'hours', headerName: 'Hours', type: 'number', width: 110 },
  { field: 'billable', headerName: 'Billable', type: 'number', width: 110 },
];

// The built-in sum, with the pinned rows' values added to the grid-wide result only.
const sumWithPinnedRows: GridAggregationFunction<unknown, number> = {
  ...GRID_AGGREGATION_FUNCTIONS.sum,
  apply: (params, api) => {
    if (params.groupId !== GRID_ROOT_GROUP_ID) {
      return GRID_AGGREGATION_FUNCTIONS.sum.apply(params, api);
    }
    const pinnedValues = pinnedTop.map(
      (row) => row[params.field as keyof TimeEntry] as number,
    );
    return GRID_AGGREGATION_FUNCTIONS.sum.apply(
      { ...params, values: [...params.values, ...pinnedValues] },
      api,
    );
  },
};

const withPinnedRows = { ...GRID_AGGREGATION_FUNCTIONS, sum: sumWithPinnedRows };

export default function PinnedRowsInTotal() {
  const [includePinned, setIncludePinned] = React.useState(true);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        sx={{ height: 40 }}
        control={
          <Switch
            checked={includePinned}
            onChange={(event) => setIncludePinned(event.target.checked)}
          />
        }
        label="Count the pinned row in the totals"
      />
      <Box sx={{ height: 400 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          pinnedRows={pinnedRows}
          aggregationFunctions={
            includePinned ? withPinnedRows : GRID_AGGREGATION_FUNCTIONS
          }
          initialState={{
            aggregation: { model: { hours: 'sum', billable: 'sum' } },
          }}
        />
      </Box>
    </Stack>
  );
}
