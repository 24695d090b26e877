import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticTimePicker } from '@mui/x-date-pickers/StaticTimePicker';

export default function LandscapeClockPicker() {
  // The lights of a shop window switch off at this time.
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2026-03-14T22:30'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ maxWidth: '100%', overflowX: 'auto' }}>
        <StaticTimePicker
          value={value}
          onChange={(newValue) => setValue(newValue)}
          orientation="landscape"
          slotProps={{ actionBar: { actions: [] } }}
        />
      </Box>
    </LocalizationProvider>
  );
}
