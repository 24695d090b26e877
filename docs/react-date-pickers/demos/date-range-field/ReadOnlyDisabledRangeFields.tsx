import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';

const contract = [dayjs('2026-01-01'), dayjs('2026-12-31')] as const;

export default function ReadOnlyDisabledRangeFields() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <SingleInputDateRangeField
          sx={{ width: 240 }}
          label="Signed contract (read-only)"
          defaultValue={[...contract]}
          readOnly
        />
        <MultiInputDateRangeField
          defaultValue={[...contract]}
          disabled
          slotProps={{
            textField: ({ position }) => ({
              label: position === 'start' ? 'Renewal start' : 'Renewal end',
            }),
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
