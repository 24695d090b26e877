import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { SingleInputDateTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputDateTimeRangeField';
import { MultiInputDateTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputDateTimeRangeField';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

const pastStay: DateRange<Dayjs> = [
  dayjs('2025-12-27T14:00'),
  dayjs('2026-01-02T10:00'),
];

export default function ArchivedBookingFields() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 480 }}>
        <SingleInputDateTimeRangeField
          label="Hotel stay (read-only)"
          defaultValue={pastStay}
          readOnly
          fullWidth
        />
        <SingleInputDateTimeRangeField
          label="Hotel stay (disabled)"
          defaultValue={pastStay}
          disabled
          fullWidth
        />
        <MultiInputDateTimeRangeField
          defaultValue={pastStay}
          readOnly
          slotProps={{
            textField: ({ position }) => ({
              label: position === 'start' ? 'Check-in' : 'Check-out',
            }),
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
