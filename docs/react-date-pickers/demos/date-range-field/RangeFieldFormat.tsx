import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';

const exhibition = [dayjs('2026-09-12'), dayjs('2026-11-29')] as const;

export default function RangeFieldFormat() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <SingleInputDateRangeField
          label="Exhibition"
          defaultValue={[...exhibition]}
          format="ddd D MMM YYYY"
          dateSeparator="until"
          sx={{ minWidth: 340 }}
        />
        <MultiInputDateRangeField
          defaultValue={[...exhibition]}
          format="DD.MM.YYYY"
          dateSeparator="→"
          slotProps={{
            textField: ({ position }) => ({
              label: position === 'start' ? 'Opens' : 'Closes',
            }),
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
