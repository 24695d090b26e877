import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import { DataGrid, GridColDef, GridRowSelectionModel } from '@mui/x-data-grid';
import { BarChart } from '@mui/x-charts/BarChart';
import { plantRows, PlantRow } from './plants';

const columns: GridColDef<PlantRow>[] = [
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 160 },
  { field: 'category', headerName: 'Category', width: 120 },
  {
    field: 'revenue',
    headerName: 'Revenue',
    type: 'number',
    width: 110,
    valueGetter: (_, row) => Math.round(row.unitsSold * row.price),
  },
];

export default function SelectionHighlightsBars() {
  const theme = useTheme();
  const palette = (theme.vars ?? theme).palette;
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({
    type: 'include',
    ids: new Set([3, 5]),
  });

  // With "select all", the model can list the rows that are NOT selected.
  const isSelected = (id: number) =>
    selection.type === 'include' ? selection.ids.has(id) : !selection.ids.has(id);
  const anySelected = plantRows.some((row) => isSelected(row.id));

  return (
    <Stack spacing={1}>
      <Box sx={{ height: 300 }}>
        <DataGrid
          rows={plantRows}
          columns={columns}
          checkboxSelection
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          density="compact"
          hideFooter
        />
      </Box>
      <BarChart
        height={260}
        xAxis={[
          {
            scaleType: 'band',
            data: plantRows.map((row) => row.product),
            tickLabelStyle: { angle: -35, textAnchor: 'end', fontSize: 11 },
            height: 70,
          },
        ]}
        yAxis={[{ width: 56 }]}
        series={[
          {
            data: plantRows.map((row) => Math.round(row.unitsSold * row.price)),
            label: 'Revenue (€)',
            // Selected products keep the primary colour, the others are greyed out.
            colorGetter: ({ dataIndex }) =>
              !anySelected || isSelected(plantRows[dataIndex]?.id ?? -1)
                ? palette.primary.main
                : palette.action.disabled,
          },
        ]}
        hideLegend
      />
    </Stack>
  );
}
