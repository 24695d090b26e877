import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  useGridApiRef,
  type GridColDef,
} from '@mui/x-data-grid-premium';
import { DAYS, rainfallRows, type RainfallRow } from './rainfall';

const columns: GridColDef<RainfallRow>[] = [
  { field: 'station', headerName: 'Station', width: 130 },
  ...DAYS.map((day) => ({
    field: day,
    headerName: day.charAt(0).toUpperCase() + day.slice(1),
    type: 'number' as const,
    width: 90,
  })),
];

interface Stats {
  count: number;
  sum: number;
  min: number;
  max: number;
}

export default function SelectionStatsFromApi() {
  const apiRef = useGridApiRef();
  const [stats, setStats] = React.useState<Stats | null>(null);

  const handleSelectionChange = () => {
    // Read the cells from the grid: their values, not only their coordinates.
    const values = (apiRef.current?.getSelectedCellsAsArray() ?? [])
      .map(({ id, field }) => apiRef.current?.getCellValue<unknown>(id, field))
      .filter((value): value is number => typeof value === 'number');
    setStats(
      values.length === 0
        ? null
        : {
            count: values.length,
            sum: values.reduce((total, value) => total + value, 0),
            min: Math.min(...values),
            max: Math.max(...values),
          },
    );
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Typography variant="body2" sx={{ minHeight: 20 }}>
        {stats
          ? `${stats.count} readings · total ${stats.sum.toFixed(1)} mm · average ${(stats.sum / stats.count).toFixed(1)} mm · min ${stats.min} · max ${stats.max}`
          : 'Select rainfall readings to see their statistics.'}
      </Typography>
      <Box sx={{ height: 420 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={rainfallRows}
          columns={columns}
          cellSelection
          disableRowSelectionOnClick
          onCellSelectionModelChange={handleSelectionChange}
        />
      </Box>
    </Stack>
  );
}
