import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

const MONTHS = Array.from({ length: 24 }, (_, index) => {
  const date = new Date(Date.UTC(2024, index, 1));
  return {
    field: `m${index}`,
    label: date.toLocaleDateString('en-GB', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }),
  };
});

const BAKERIES = [
  'Harbour Street',
  'Old Mill Lane',
  'Station Square',
  'Riverside Market',
  'Castle Hill',
  'University Quarter',
];

type SalesRow = { id: number; bakery: string } & Record<string, number | string>;

// Monthly takings in euros, computed from the indexes so that every render shows the same figures.
const rows: SalesRow[] = BAKERIES.map((bakery, row) => {
  const sales: SalesRow = { id: row, bakery };
  MONTHS.forEach(({ field }, month) => {
    sales[field] = 18000 + ((row * 7919 + month * 3571) % 140000);
  });
  return sales;
});

const euros = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
});

const columns: GridColDef<SalesRow>[] = [
  { field: 'bakery', headerName: 'Bakery' },
  ...MONTHS.map(({ field, label }): GridColDef<SalesRow> => ({
    field,
    headerName: label,
    type: 'number',
    valueFormatter: (value: number) => euros.format(value),
  })),
];

export default function AutosizeManyColumnsGrid() {
  const apiRef = useGridApiRef();
  const [renderedOnly, setRenderedOnly] = React.useState(false);

  const autosize = () => {
    void apiRef.current?.autosizeColumns({
      disableColumnVirtualization: !renderedOnly,
    });
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }}
      >
        <Button variant="outlined" size="small" onClick={autosize}>
          Autosize columns
        </Button>
        <FormControlLabel
          control={
            <Switch
              checked={renderedOnly}
              onChange={(event) => setRenderedOnly(event.target.checked)}
            />
          }
          label="Measure rendered columns only"
        />
      </Stack>
      <Box sx={{ height: 330 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} hideFooter />
      </Box>
    </Box>
  );
}
