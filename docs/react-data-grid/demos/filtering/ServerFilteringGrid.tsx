import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridFilterModel } from '@mui/x-data-grid';
import { fetchDepartures, type Departure } from './departuresServer';

const columns: GridColDef<Departure>[] = [
  { field: 'flight', headerName: 'Flight', width: 110 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 130 },
  { field: 'gate', headerName: 'Gate', width: 90 },
  { field: 'delayMinutes', headerName: 'Delay (min)', type: 'number', width: 120 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['On time', 'Delayed', 'Boarding', 'Cancelled'],
    width: 130,
  },
];

export default function ServerFilteringGrid() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [{ field: 'status', operator: 'is', value: 'Delayed' }],
  });
  // The last answer, with the filter model it answers.
  const [result, setResult] = React.useState<{
    model: GridFilterModel | null;
    rows: Departure[];
  }>({ model: null, rows: [] });
  // Loading until the answer for the current model has arrived.
  const loading = result.model !== filterModel;

  React.useEffect(() => {
    let ignore = false; // drop the answer if a newer request was sent
    void fetchDepartures(filterModel).then((rows) => {
      if (!ignore) {
        setResult({ model: filterModel, rows });
      }
    });
    return () => {
      ignore = true;
    };
  }, [filterModel]);

  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGrid
        rows={result.rows}
        columns={columns}
        showToolbar
        filterMode="server"
        filterModel={filterModel}
        onFilterModelChange={setFilterModel}
        loading={loading}
      />
    </Box>
  );
}
