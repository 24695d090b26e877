import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import {
  DataGrid,
  useGridApiRef,
  type GridColDef,
  type GridCsvExportOptions,
} from '@mui/x-data-grid';
import { ORDERS, type Order } from './orders';

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 80 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 130 },
  { field: 'city', headerName: 'City', width: 100 },
  { field: 'total', headerName: 'Total (€)', type: 'number', width: 100 },
];

export default function CsvOptionsGrid() {
  const apiRef = useGridApiRef();
  const [fileName, setFileName] = React.useState('plant-orders');
  const [delimiter, setDelimiter] = React.useState(';');
  const [utf8WithBom, setUtf8WithBom] = React.useState(true);
  const [allColumns, setAllColumns] = React.useState(false);
  const [preview, setPreview] = React.useState('');

  const options: GridCsvExportOptions = {
    fileName,
    delimiter,
    utf8WithBom,
    allColumns,
  };

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ flexWrap: 'wrap', alignItems: 'center', rowGap: 1 }}
      >
        <TextField
          size="small"
          label="fileName"
          value={fileName}
          onChange={(event) => setFileName(event.target.value)}
        />
        <TextField
          select
          size="small"
          label="delimiter"
          value={delimiter}
          onChange={(event) => setDelimiter(event.target.value)}
          sx={{ width: 130 }}
        >
          <MenuItem value=",">Comma</MenuItem>
          <MenuItem value=";">Semicolon</MenuItem>
          <MenuItem value={'\t'}>Tab</MenuItem>
        </TextField>
        <FormControlLabel
          control={
            <Switch
              checked={utf8WithBom}
              onChange={(event) => setUtf8WithBom(event.target.checked)}
            />
          }
          label="utf8WithBom"
        />
        <FormControlLabel
          control={
            <Switch
              checked={allColumns}
              onChange={(event) => setAllColumns(event.target.checked)}
            />
          }
          label="allColumns"
        />
      </Stack>
      <Stack direction="row" spacing={1}>
        <Button
          size="small"
          variant="contained"
          onClick={() => apiRef.current?.exportDataAsCsv(options)}
        >
          Download CSV
        </Button>
        <Button
          size="small"
          onClick={() => setPreview(apiRef.current?.getDataAsCsv(options) ?? '')}
        >
          Preview text
        </Button>
      </Stack>
      <Box sx={{ height: 260 }}>
        <DataGrid
          apiRef={apiRef}
          rows={ORDERS}
          columns={columns}
          hideFooter
          // City is hidden: only allColumns brings it into the file.
          initialState={{ columns: { columnVisibilityModel: { city: false } } }}
        />
      </Box>
      <Box
        component="pre"
        sx={{
          m: 0,
          p: 1.5,
          minHeight: 72,
          bgcolor: 'action.hover',
          borderRadius: 1,
          fontSize: 13,
          overflow: 'auto',
        }}
      >
        {preview || 'Preview text shows what the file contains.'}
      </Box>
    </Stack>
  );
}
