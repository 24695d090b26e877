import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  type GridColDef,
  type GridPivotModel,
} from '@mui/x-data-grid-premium';
import { createSales, type SaleRecord } from './salesData';

const rows = createSales();

const columns: GridColDef<SaleRecord>[] = [
  { field: 'region', headerName: 'Region', width: 120 },
  { field: 'country', headerName: 'Country', width: 140 },
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'product', headerName: 'Product', width: 130 },
  { field: 'quarter', headerName: 'Quarter', width: 100 },
  { field: 'units', headerName: 'Units', type: 'number', width: 100 },
  { field: 'revenue', headerName: 'Revenue', type: 'number', width: 130 },
  // An id-like column is useless as a pivot dimension.
  { field: 'id', headerName: 'Record', width: 90, pivotable: false },
];

const initialModel: GridPivotModel = {
  rows: [{ field: 'category' }, { field: 'product' }],
  columns: [{ field: 'region', sort: 'asc' }],
  values: [
    { field: 'units', aggFunc: 'sum' },
    { field: 'revenue', aggFunc: 'avg' },
  ],
};

export default function ControlledPivotModel() {
  const [pivotModel, setPivotModel] = React.useState<GridPivotModel>(initialModel);
  const [pivotActive, setPivotActive] = React.useState(true);

  // Swap what goes down the side with what goes across the top.
  const transpose = () =>
    setPivotModel((model) => ({
      ...model,
      rows: model.columns.map(({ field, hidden }) => ({ field, hidden })),
      columns: model.rows.map(({ field, hidden }) => ({ field, hidden })),
    }));

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
      >
        <FormControlLabel
          control={
            <Switch
              checked={pivotActive}
              onChange={(event) => setPivotActive(event.target.checked)}
            />
          }
          label="Pivot mode"
        />
        <Button
          size="small"
          variant="outlined"
          onClick={transpose}
          disabled={!pivotActive}
        >
          Swap rows and columns
        </Button>
      </Stack>
      <Typography
        variant="body2"
        color="text.secondary"
        sx={{ fontFamily: 'monospace', fontSize: 12 }}
      >
        rows: {pivotModel.rows.map((item) => item.field).join(', ') || '—'} ·
        columns: {pivotModel.columns.map((item) => item.field).join(', ') || '—'} ·
        values:{' '}
        {pivotModel.values
          .map((item) => `${item.aggFunc}(${item.field})`)
          .join(', ') || '—'}
      </Typography>
      <Box sx={{ height: 500 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          showToolbar
          pivotModel={pivotModel}
          onPivotModelChange={setPivotModel}
          pivotActive={pivotActive}
          onPivotActiveChange={setPivotActive}
        />
      </Box>
    </Stack>
  );
}
