import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

function show(date: Dayjs | null) {
  return date && date.isValid() ? date.format('YYYY-MM-DD') : '…';
}

export default function SingleAndMultiRangeFields() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([
    dayjs('2026-04-06'),
    dayjs('2026-04-17'),
  ]);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <SingleInputDateRangeField
          sx={{ width: 240 }}
          label="Sprint"
          value={value}
          onChange={setValue}
        />
        <MultiInputDateRangeField
          value={value}
          onChange={setValue}
          slotProps={{
            textField: ({ position }) => ({
              label: position === 'start' ? 'Sprint start' : 'Sprint end',
            }),
          }}
        />
        <Typography variant="body2">
          Value: [{show(value[0])}, {show(value[1])}]
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
