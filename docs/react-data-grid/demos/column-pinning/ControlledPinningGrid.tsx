import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  GridPinnedColumnPosition,
  useGridApiRef,
  type GridColDef,
  type GridPinnedColumnFields,
} from '@mui/x-data-grid-pro';
import { createNumericGrid } from '../data/employees';

const { rows, columns: numericColumns } = createNumericGrid(50, 14);
const columns: GridColDef[] = [
  { field: 'id', headerName: 'Row', width: 80 },
  ...numericColumns,
];

type Separator = 'border' | 'shadow' | 'border-and-shadow';

export default function ControlledPinningGrid() {
  const apiRef = useGridApiRef();
  const [pinnedColumns, setPinnedColumns] = React.useState<GridPinnedColumnFields>({
    left: ['id'],
    right: ['c14'],
  });
  const [separator, setSeparator] = React.useState<Separator>('border-and-shadow');

  return (
    <Box sx={{ width: '100%' }}>
      <Stack
        direction="row"
        spacing={1}
        sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
      >
        <Button
          size="small"
          variant="outlined"
          onClick={() =>
            apiRef.current?.pinColumn('c1', GridPinnedColumnPosition.LEFT)
          }
        >
          Pin column 1 left
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.unpinColumn('c1')}
        >
          Unpin column 1
        </Button>
        <Button size="small" variant="outlined" onClick={() => setPinnedColumns({})}>
          Unpin all
        </Button>
        <TextField
          select
          size="small"
          label="Separator"
          value={separator}
          onChange={(event) => setSeparator(event.target.value as Separator)}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="border">border</MenuItem>
          <MenuItem value="shadow">shadow</MenuItem>
          <MenuItem value="border-and-shadow">border-and-shadow</MenuItem>
        </TextField>
      </Stack>
      <Typography
        variant="body2"
        component="code"
        sx={{ display: 'block', mb: 1, fontFamily: 'monospace' }}
      >
        {JSON.stringify(pinnedColumns)}
      </Typography>
      <Box sx={{ height: 380 }}>
        <DataGridPro
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          pinnedColumns={pinnedColumns}
          onPinnedColumnsChange={(model) => setPinnedColumns(model)}
          pinnedColumnsSectionSeparator={separator}
        />
      </Box>
    </Box>
  );
}
