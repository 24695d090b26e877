import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid } from '@mui/x-data-grid';
import { createReadings, readingColumns } from './weatherReadings';

const allRows = createReadings(24, 3);

export default function MinMaxHeightGrid() {
  const [count, setCount] = React.useState(2);
  const rows = React.useMemo(() => allRows.slice(0, count), [count]);

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setCount((previous) => Math.max(previous - 1, 0))}
        >
          Remove a reading
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() =>
            setCount((previous) => Math.min(previous + 1, allRows.length))
          }
        >
          Add a reading
        </Button>
        <Typography variant="body2" color="text.secondary">
          {count} of {allRows.length} readings
        </Typography>
      </Stack>
      {/* No height: the column flex parent follows the grid between its two limits. */}
      <Box
        sx={{
          display: 'flex',
          flexDirection: 'column',
          minHeight: 200,
          maxHeight: 400,
        }}
      >
        <DataGrid rows={rows} columns={readingColumns} hideFooter />
      </Box>
    </Stack>
  );
}
