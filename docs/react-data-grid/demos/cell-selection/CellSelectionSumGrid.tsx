import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  type GridCellSelectionModel,
  type GridColDef,
} from '@mui/x-data-grid-premium';

interface MonthlySales {
  id: number;
  region: string;
  jan: number;
  feb: number;
  mar: number;
  apr: number;
}

const REGIONS = [
  'North',
  'South',
  'East',
  'West',
  'Central',
  'Coastal',
  'Mountain',
  'Islands',
];
const MONTHS = ['jan', 'feb', 'mar', 'apr'] as const;

const rows: MonthlySales[] = REGIONS.map((region, index) => ({
  id: index + 1,
  region,
  jan: 120 + ((index * 37) % 90),
  feb: 110 + ((index * 53) % 100),
  mar: 130 + ((index * 29) % 80),
  apr: 140 + ((index * 41) % 70),
}));

const columns: GridColDef<MonthlySales>[] = [
  { field: 'region', headerName: 'Region', width: 140 },
  ...MONTHS.map((month) => ({
    field: month,
    headerName: month.toUpperCase(),
    type: 'number' as const,
    width: 110,
  })),
];

export default function CellSelectionSumGrid() {
  const [cellSelectionModel, setCellSelectionModel] =
    React.useState<GridCellSelectionModel>({
      2: { jan: true, feb: true },
      3: { jan: true, feb: true },
    });

  // Add up the selected numeric cells, like the status bar of a spreadsheet.
  const values: number[] = [];
  for (const [id, fields] of Object.entries(cellSelectionModel)) {
    const row = rows.find((candidate) => String(candidate.id) === id);
    for (const [field, selected] of Object.entries(fields)) {
      const value = row?.[field as keyof MonthlySales];
      if (selected && typeof value === 'number') {
        values.push(value);
      }
    }
  }
  const sum = values.reduce((total, value) => total + value, 0);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Typography variant="body2" role="status">
        {values.length === 0
          ? 'Drag across cells, or Shift+click, to select a range.'
          : `${values.length} numeric cells selected: sum ${sum}, average ${(sum / values.length).toFixed(1)}`}
      </Typography>
      <Box sx={{ height: 400 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          cellSelection
          cellSelectionModel={cellSelectionModel}
          onCellSelectionModelChange={setCellSelectionModel}
          disableRowSelectionOnClick
          hideFooter
        />
      </Box>
    </Stack>
  );
}
