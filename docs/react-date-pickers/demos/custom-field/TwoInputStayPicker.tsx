import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import {
  DateRangePicker,
  type DateRangePickerFieldProps,
} from '@mui/x-date-pickers-pro/DateRangePicker';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';
import type { DateRange, FieldType } from '@mui/x-date-pickers-pro/models';

function StayFields(props: DateRangePickerFieldProps) {
  return (
    <MultiInputDateRangeField
      {...props}
      slotProps={{
        textField: ({ position }) =>
          position === 'start'
            ? { label: 'Check-in', helperText: 'From 15:00' }
            : { label: 'Check-out', helperText: 'Until 11:00' },
        separator: { children: 'to', sx: { px: 1, pt: 2 } },
      }}
    />
  );
}

StayFields.fieldType = 'multi-input' satisfies FieldType;

export default function TwoInputStayPicker() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([
    dayjs('2026-08-03'),
    dayjs('2026-08-08'),
  ]);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker
        value={value}
        onChange={setValue}
        slots={{ field: StayFields }}
      />
    </LocalizationProvider>
  );
}
