import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Lamp {
  id: number;
  name: string;
  summary: string;
  wattage: number;
  finish: string;
  price: number;
}

const rows: Lamp[] = [
  {
    id: 1,
    name: 'Arco mini',
    summary: 'Arched floor lamp with a marble foot',
    wattage: 8,
    finish: 'Brass',
    price: 249,
  },
  {
    id: 2,
    name: 'Pebble',
    summary: 'Rechargeable table lamp, dimmable by touch',
    wattage: 3,
    finish: 'Sand',
    price: 79,
  },
  {
    id: 3,
    name: 'Linea 120',
    summary: 'Linear pendant for dining tables up to 2 m',
    wattage: 24,
    finish: 'Black',
    price: 189,
  },
  {
    id: 4,
    name: 'Orbit',
    summary: 'Wall light with a rotating glass shade',
    wattage: 6,
    finish: 'Chrome',
    price: 119,
  },
];

export default function FixedColSpanGrid() {
  const [summaryView, setSummaryView] = React.useState(true);

  const columns = React.useMemo<GridColDef<Lamp>[]>(
    () => [
      { field: 'name', headerName: 'Lamp', width: 120 },
      {
        field: 'summary',
        headerName: 'Summary',
        width: 120,
        // Every cell of the column covers itself and the two columns to its right.
        colSpan: summaryView ? 3 : 1,
      },
      { field: 'wattage', headerName: 'Watts', type: 'number', width: 100 },
      { field: 'finish', headerName: 'Finish', width: 110 },
      { field: 'price', headerName: 'Price (€)', type: 'number', width: 110 },
    ],
    [summaryView],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={summaryView}
            onChange={(event) => setSummaryView(event.target.checked)}
          />
        }
        label="Summary over watts and finish"
      />
      <Box sx={{ height: 300 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          showColumnVerticalBorder
          showCellVerticalBorder
          hideFooter
        />
      </Box>
    </Box>
  );
}
