import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { SingleInputDateTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputDateTimeRangeField';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

const initialWindow: DateRange<Dayjs> = [
  dayjs('2026-11-07T01:00'),
  dayjs('2026-11-07T03:00'),
];

function later(date: Dayjs | null, amount: number, unit: 'day' | 'hour') {
  return date?.isValid() ? date.add(amount, unit) : date;
}

function show(date: Dayjs | null) {
  if (date === null) {
    return 'null';
  }
  return date.isValid() ? date.format('YYYY-MM-DDTHH:mm') : 'invalid';
}

export default function MaintenanceWindowControlled() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>(initialWindow);
  const [start, end] = value;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 480 }}>
        <SingleInputDateTimeRangeField
          label="Database maintenance"
          value={value}
          onChange={(newValue) => setValue(newValue)}
          ampm={false}
          fullWidth
        />
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button
            size="small"
            variant="outlined"
            onClick={() => setValue([later(start, 7, 'day'), later(end, 7, 'day')])}
          >
            Postpone a week
          </Button>
          <Button
            size="small"
            variant="outlined"
            onClick={() => setValue([start, later(end, 1, 'hour')])}
          >
            Extend by an hour
          </Button>
          <Button size="small" onClick={() => setValue(initialWindow)}>
            Reset
          </Button>
        </Stack>
        <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
          [{show(start)}, {show(end)}]
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
