import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

function describe(value: Dayjs | null) {
  return value && value.isValid() ? value.format('ddd D MMM YYYY, HH:mm') : 'empty';
}

export default function ReferenceTimeOfDay() {
  const [atMidnight, setAtMidnight] = React.useState<Dayjs | null>(null);
  const [atNine, setAtNine] = React.useState<Dayjs | null>(null);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Stack spacing={1}>
          <DateTimePicker
            label="Inspection (starts 00:00)"
            value={atMidnight}
            onChange={setAtMidnight}
            referenceDate={dayjs('2026-03-14T00:00')}
          />
          <Typography variant="body2">Value: {describe(atMidnight)}</Typography>
        </Stack>
        <Stack spacing={1}>
          <DateTimePicker
            label="Inspection (starts 09:00)"
            value={atNine}
            onChange={setAtNine}
            referenceDate={dayjs('2026-03-14T09:00')}
          />
          <Typography variant="body2">Value: {describe(atNine)}</Typography>
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
