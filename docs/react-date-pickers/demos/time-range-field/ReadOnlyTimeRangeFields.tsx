import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { SingleInputTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputTimeRangeField';
import { MultiInputTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputTimeRangeField';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

const quietHours: DateRange<Dayjs> = [
  dayjs('2026-01-08T22:00'),
  dayjs('2026-01-08T23:59'),
];

export default function ReadOnlyTimeRangeFields() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <SingleInputTimeRangeField
          label="Quiet hours (read-only)"
          defaultValue={quietHours}
          readOnly
          ampm={false}
        />
        <SingleInputTimeRangeField
          label="Quiet hours (disabled)"
          defaultValue={quietHours}
          disabled
          ampm={false}
        />
        <MultiInputTimeRangeField
          defaultValue={quietHours}
          disabled
          ampm={false}
          slotProps={{
            textField: ({ position }) => ({
              label: position === 'start' ? 'From' : 'Until',
            }),
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
