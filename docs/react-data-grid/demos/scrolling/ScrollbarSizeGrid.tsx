import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridFooterContainer,
  gridDimensionsSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';

// 60 warehouse bins × 20 weekly stock counts: wide and tall, so both scroll bars show.
const WEEKS = 20;
const columns: GridColDef[] = [
  { field: 'bin', headerName: 'Bin', width: 100 },
  ...Array.from({ length: WEEKS }, (_unused, week) => ({
    field: `w${week + 1}`,
    headerName: `Week ${week + 1}`,
    type: 'number' as const,
    width: 95,
  })),
];
const rows = Array.from({ length: 60 }, (_unused, index) => {
  const row: Record<string, string | number> = {
    id: index + 1,
    bin: `${'ABCDEF'[index % 6]}-${String(index + 1).padStart(2, '0')}`,
  };
  for (let week = 1; week <= WEEKS; week += 1) {
    row[`w${week}`] = (index * 37 + week * 11) % 250;
  }
  return row;
});

// Shows the size the grid uses in its layout, measured or from the prop.
function ScrollbarSizeFooter() {
  const apiRef = useGridApiContext();
  const { scrollbarSize } = useGridSelector(apiRef, gridDimensionsSelector);
  return (
    <GridFooterContainer sx={{ px: 2 }}>
      <Typography variant="body2">
        Space the grid reserves for each scroll bar: {scrollbarSize} px
      </Typography>
    </GridFooterContainer>
  );
}

const SIZES = ['measured', '0', '8', '20'] as const;
type Size = (typeof SIZES)[number];

export default function ScrollbarSizeGrid() {
  const [size, setSize] = React.useState<Size>('measured');

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <TextField
        select
        size="small"
        label="scrollbarSize"
        value={size}
        onChange={(event) => setSize(event.target.value as Size)}
        sx={{ width: 200 }}
      >
        {SIZES.map((value) => (
          <MenuItem key={value} value={value}>
            {value === 'measured' ? 'Not set (measured)' : `${value} px`}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ height: 360 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          scrollbarSize={size === 'measured' ? undefined : Number(size)}
          density="compact"
          slots={{ footer: ScrollbarSizeFooter }}
        />
      </Box>
    </Stack>
  );
}
