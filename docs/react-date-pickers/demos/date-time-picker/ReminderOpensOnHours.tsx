import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDateTimePicker } from '@mui/x-date-pickers/StaticDateTimePicker';

export default function ReminderOpensOnHours() {
  // A reminder is usually for the day already shown, so the picker starts on the hours.
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2026-04-20T09:00'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ maxWidth: '100%', overflowX: 'auto' }}>
        <StaticDateTimePicker
          value={value}
          onChange={(newValue) => setValue(newValue)}
          openTo="hours"
          ampm={false}
          slotProps={{ actionBar: { actions: [] } }}
        />
      </Box>
      <Typography variant="body2" aria-live="polite">
        {value ? `Remind me on ${value.format('D MMMM [at] HH:mm')}` : 'No reminder'}
      </Typography>
    </LocalizationProvider>
  );
}
