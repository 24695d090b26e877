import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import { MultiInputDateTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputDateTimeRangeField';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

export default function TwoInputVenueHire() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([
    dayjs('2026-06-12T18:00'),
    dayjs('2026-06-13T01:00'),
  ]);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateTimeRangePicker
        value={value}
        onChange={setValue}
        slots={{ field: MultiInputDateTimeRangeField }}
      />
    </LocalizationProvider>
  );
}
