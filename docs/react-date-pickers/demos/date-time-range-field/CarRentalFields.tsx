import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { SingleInputDateTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputDateTimeRangeField';
import { MultiInputDateTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputDateTimeRangeField';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

function rentalLength([pickUp, dropOff]: DateRange<Dayjs>) {
  if (!pickUp?.isValid() || !dropOff?.isValid()) {
    return 'Fill in both moments.';
  }
  const hours = dropOff.diff(pickUp, 'hour');
  if (hours <= 0) {
    return 'The drop-off is not after the pick-up.';
  }
  return `Rental length: ${Math.floor(hours / 24)} days and ${hours % 24} hours.`;
}

export default function CarRentalFields() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([
    dayjs('2026-08-14T09:00'),
    dayjs('2026-08-17T18:30'),
  ]);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 520 }}>
        <SingleInputDateTimeRangeField
          label="Rental period"
          value={value}
          onChange={setValue}
          fullWidth
        />
        <MultiInputDateTimeRangeField
          value={value}
          onChange={setValue}
          slotProps={{
            textField: ({ position }) => ({
              label: position === 'start' ? 'Pick-up' : 'Drop-off',
            }),
          }}
        />
        <Typography variant="body2">{rentalLength(value)}</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
