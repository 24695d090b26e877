import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGrid } from '@mui/x-data-grid';
import { createReadings, readingColumns } from './weatherReadings';

const rows = createReadings(48, 7);

export default function FlexFillGrid() {
  const [minHeightZero, setMinHeightZero] = React.useState(true);

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={
          <Switch
            checked={minHeightZero}
            onChange={(event) => setMinHeightZero(event.target.checked)}
          />
        }
        label="minHeight: 0 on the wrapper"
      />
      {/* A panel of fixed height, laid out as a column: a header, then the grid. */}
      <Paper
        variant="outlined"
        sx={{
          height: 400,
          display: 'flex',
          flexDirection: 'column',
          overflow: 'hidden',
        }}
      >
        <Box sx={{ p: 1.5, display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography variant="subtitle1" sx={{ flex: 1 }}>
            Last 48 hours
          </Typography>
          <Chip size="small" label="Harbour Point" />
          <Chip size="small" label="Old Mill" />
        </Box>
        {/* The wrapper takes the height the header leaves over. */}
        <Box
          sx={{
            flex: 1,
            minHeight: minHeightZero ? 0 : undefined,
            px: 1.5,
            pb: 1.5,
          }}
        >
          <DataGrid rows={rows} columns={readingColumns} density="compact" />
        </Box>
      </Paper>
    </Stack>
  );
}
