import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid } from '@mui/x-data-grid';
import { createReadings, readingColumns } from './weatherReadings';

const rows = createReadings(24, 5);

const WIDTHS = ['100%', '600px', '380px'];

export default function FluidWidthGrid() {
  const [width, setWidth] = React.useState('100%');

  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={width}
        onChange={(_event, next: string | null) => next && setWidth(next)}
        aria-label="Width of the parent"
      >
        {WIDTHS.map((option) => (
          <ToggleButton key={option} value={option}>
            width: {option}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box sx={{ height: 320, width, maxWidth: '100%' }}>
        <DataGrid rows={rows} columns={readingColumns} />
      </Box>
    </Stack>
  );
}
