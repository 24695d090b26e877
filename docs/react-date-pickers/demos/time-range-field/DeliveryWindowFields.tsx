import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { SingleInputTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputTimeRangeField';
import { MultiInputTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputTimeRangeField';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

function describe([start, end]: DateRange<Dayjs>) {
  if (!start?.isValid() || !end?.isValid()) {
    return 'Fill in both times.';
  }
  const minutes = end.diff(start, 'minute');
  return minutes > 0
    ? `The courier has ${minutes} minutes (${start.format('HH:mm')} to ${end.format('HH:mm')}).`
    : 'The end is not after the start.';
}

export default function DeliveryWindowFields() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([
    dayjs('2026-05-12T10:30'),
    dayjs('2026-05-12T12:00'),
  ]);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <SingleInputTimeRangeField
          label="Delivery window"
          value={value}
          onChange={setValue}
        />
        <MultiInputTimeRangeField
          value={value}
          onChange={setValue}
          slotProps={{
            textField: ({ position }) => ({
              label: position === 'start' ? 'Earliest' : 'Latest',
            }),
          }}
        />
        <Typography variant="body2">{describe(value)}</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
