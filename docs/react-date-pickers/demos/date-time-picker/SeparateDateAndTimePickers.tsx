import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

export default function SeparateDateAndTimePickers() {
  // One value for the start of a webinar, edited by two pickers.
  const [start, setStart] = React.useState<Dayjs | null>(dayjs('2026-06-04T16:00'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <DatePicker
            label="Day"
            value={start}
            onChange={(newValue) => setStart(newValue)}
          />
          <TimePicker
            label="Time"
            value={start}
            onChange={(newValue) => setStart(newValue)}
          />
        </Stack>
        <Typography variant="body2" aria-live="polite">
          {start?.isValid()
            ? `Webinar starts ${start.format('dddd D MMMM YYYY, HH:mm')}`
            : 'Choose a day and a time'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
