import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function ShippingDateTextField() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2026-03-16'));
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Shipping date"
        value={value}
        onChange={setValue}
        slotProps={{
          field: { clearable: true },
          textField: (ownerState) => ({
            variant: 'filled',
            size: 'small',
            helperText: ownerState.isPickerValueEmpty
              ? 'Pick a day to book the courier'
              : 'The courier collects before 10:00',
          }),
        }}
      />
    </LocalizationProvider>
  );
}
