import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGridPro, useGridApiRef, type GridColDef } from '@mui/x-data-grid-pro';

interface Part {
  id: number;
  code: string;
  bin: string;
  stock: number;
  reorderAt: number;
}

const parts: Part[] = [
  { id: 1, code: 'M4-12', bin: 'A1', stock: 340, reorderAt: 100 },
  { id: 2, code: 'M4-20', bin: 'A2', stock: 85, reorderAt: 100 },
  { id: 3, code: 'M6-16', bin: 'B1', stock: 210, reorderAt: 80 },
  { id: 4, code: 'W6', bin: 'B4', stock: 1200, reorderAt: 400 },
  { id: 5, code: 'N6', bin: 'C3', stock: 60, reorderAt: 150 },
];

const columns: GridColDef<Part>[] = [
  { field: 'code', headerName: 'Part' },
  { field: 'bin', headerName: 'Bin' },
  { field: 'stock', headerName: 'Stock', type: 'number' },
  { field: 'reorderAt', headerName: 'Reorder at', type: 'number' },
];

export default function AutosizeHeaderFiltersGrid() {
  const apiRef = useGridApiRef();
  const [includeHeaderFilters, setIncludeHeaderFilters] = React.useState(false);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }}
      >
        <Button
          variant="outlined"
          size="small"
          onClick={() =>
            void apiRef.current?.autosizeColumns({ includeHeaderFilters })
          }
        >
          Autosize columns
        </Button>
        <FormControlLabel
          control={
            <Switch
              checked={includeHeaderFilters}
              onChange={(event) => setIncludeHeaderFilters(event.target.checked)}
            />
          }
          label="Fit the filter cells"
        />
      </Stack>
      <Box sx={{ height: 360 }}>
        <DataGridPro
          apiRef={apiRef}
          rows={parts}
          columns={columns}
          headerFilters
          autosizeOptions={{ includeHeaderFilters }}
          hideFooter
        />
      </Box>
    </Box>
  );
}
