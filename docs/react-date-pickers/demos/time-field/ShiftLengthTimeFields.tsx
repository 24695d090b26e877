import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeField } from '@mui/x-date-pickers/TimeField';

// Both fields create their values on this day, so the times compare directly.
const shiftDay = dayjs('2026-03-14');

function minutesOfDay(value: Dayjs) {
  return value.hour() * 60 + value.minute();
}

export default function ShiftLengthTimeFields() {
  const [start, setStart] = React.useState<Dayjs | null>(null);
  const [end, setEnd] = React.useState<Dayjs | null>(null);

  let summary = 'Enter both times';
  if (start?.isValid() && end?.isValid()) {
    const length = minutesOfDay(end) - minutesOfDay(start);
    summary =
      length > 0
        ? `Shift of ${Math.floor(length / 60)} h ${length % 60} min on ${start.format('D MMMM')}`
        : 'The shift must end after it starts';
  }

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <TimeField
            label="Clock in"
            value={start}
            onChange={setStart}
            referenceDate={shiftDay}
            format="HH:mm"
          />
          <TimeField
            label="Clock out"
            value={end}
            onChange={setEnd}
            referenceDate={shiftDay}
            format="HH:mm"
          />
        </Stack>
        <Typography variant="body2">{summary}</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
