import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import {
  DataGrid,
  GridColDef,
  GridRowEntry,
  gridFilteredSortedRowEntriesSelector,
  useGridApiRef,
} from '@mui/x-data-grid';
import { BarChart } from '@mui/x-charts/BarChart';
import { plantRows, PlantRow } from './plants';

const columns: GridColDef<PlantRow>[] = [
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 160 },
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'unitsSold', headerName: 'Units sold', type: 'number', width: 110 },
];

export default function GridDrivesChart() {
  const apiRef = useGridApiRef();
  const [entries, setEntries] = React.useState<GridRowEntry[]>(() =>
    plantRows.map((row) => ({ id: row.id, model: row })),
  );
  const visibleRows = entries.map((entry) => entry.model as PlantRow);

  // Copy the rows the grid shows, in its order, after each change of its state. The
  // selector is memoized: it returns the same array until filtering or sorting
  // changes the rows, and React skips a state set to the value it already has.
  React.useEffect(() => {
    const api = apiRef.current;
    if (!api) {
      return undefined;
    }
    const update = () => setEntries(gridFilteredSortedRowEntriesSelector(apiRef));
    update();
    return api.subscribeEvent('stateChange', update);
  }, [apiRef]);

  return (
    <Stack spacing={1}>
      <Box sx={{ height: 300 }}>
        <DataGrid
          apiRef={apiRef}
          rows={plantRows}
          columns={columns}
          showToolbar
          density="compact"
          hideFooter
        />
      </Box>
      <BarChart
        height={280}
        layout="horizontal"
        yAxis={[
          {
            scaleType: 'band',
            data: visibleRows.map((row) => row.product),
            width: 170,
          },
        ]}
        series={[
          { data: visibleRows.map((row) => row.unitsSold), label: 'Units sold' },
        ]}
        hideLegend
      />
    </Stack>
  );
}
