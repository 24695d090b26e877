import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

export default function RangeFieldDateSeparator() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([
    dayjs('2026-07-06'),
    dayjs('2026-07-17'),
  ]);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker
        label="Summer school"
        value={value}
        onChange={setValue}
        slotProps={{ field: { dateSeparator: 'to' } }}
      />
    </LocalizationProvider>
  );
}
