import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Chip from '@mui/material/Chip';
import { useTheme } from '@mui/material/styles';
import { DataGrid, GridColDef, GridFilterModel } from '@mui/x-data-grid';
import { BarChart } from '@mui/x-charts/BarChart';
import { categories, plantRows, PlantRow } from './plants';

const columns: GridColDef<PlantRow>[] = [
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 160 },
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'unitsSold', headerName: 'Units sold', type: 'number', width: 110 },
];

const unitsByCategory = categories.map((category) =>
  plantRows
    .filter((row) => row.category === category)
    .reduce((sum, row) => sum + row.unitsSold, 0),
);

export default function BarClickFiltersGrid() {
  const theme = useTheme();
  const palette = (theme.vars ?? theme).palette;
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [],
  });
  // The category the grid is filtered on, if the filter is the one the chart sets.
  const active = filterModel.items.find(
    (item) => item.field === 'category' && item.operator === 'equals',
  )?.value as string | undefined;

  return (
    <Stack spacing={1}>
      <BarChart
        height={220}
        xAxis={[{ scaleType: 'band', data: categories }]}
        yAxis={[{ width: 48 }]}
        series={[
          {
            data: unitsByCategory,
            label: 'Units sold',
            colorGetter: ({ dataIndex }) =>
              !active || categories[dataIndex] === active
                ? palette.primary.main
                : palette.action.disabled,
          },
        ]}
        hideLegend
        onItemClick={(_, item) => {
          const category = categories[item.dataIndex];
          setFilterModel({
            items:
              category === active
                ? []
                : [{ field: 'category', operator: 'equals', value: category }],
          });
        }}
      />
      <Box sx={{ minHeight: 32 }}>
        {active ? (
          <Chip
            size="small"
            label={`Category: ${active}`}
            onDelete={() => setFilterModel({ items: [] })}
          />
        ) : null}
      </Box>
      <Box sx={{ height: 300 }}>
        <DataGrid
          rows={plantRows}
          columns={columns}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          density="compact"
          hideFooter
        />
      </Box>
    </Stack>
  );
}
