import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro } from '@mui/x-data-grid-pro';
import { createNumericGrid } from '../data/employees';

const ROW_COUNT = 100000;
const COLUMN_COUNT = 50;

export default function HundredThousandRowsGrid() {
  // Generated once per mount: 100 000 rows of 50 numbers.
  const data = React.useMemo(() => createNumericGrid(ROW_COUNT, COLUMN_COUNT), []);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Typography variant="body2" color="text.secondary">
        {data.rows.length.toLocaleString('en-US')} rows × {data.columns.length}{' '}
        columns = {(data.rows.length * data.columns.length).toLocaleString('en-US')}{' '}
        cells
      </Typography>
      <Box sx={{ height: 480 }}>
        <DataGridPro rows={data.rows} columns={data.columns} density="compact" />
      </Box>
    </Stack>
  );
}
