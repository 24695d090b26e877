import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import {
  DataGrid,
  GridColDef,
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
  const [visibleRows, setVisibleRows] = React.useState<PlantRow[]>(plantRows);

  // Copy the rows the grid shows, in its order, whenever filtering or sorting runs.
  React.useEffect(() => {
    const api = apiRef.current;
    if (!api) {
      return undefined;
    }
    const update = () =>
      setVisibleRows(
        gridFilteredSortedRowEntriesSelector(apiRef).map(
          (entry) => entry.model as PlantRow,
        ),
      );
    update();
    const unsubscribers = [
      api.subscribeEvent('filteredRowsSet', update),
      api.subscribeEvent('sortedRowsSet', update),
    ];
    return () => unsubscribers.forEach((unsubscribe) => unsubscribe());
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
