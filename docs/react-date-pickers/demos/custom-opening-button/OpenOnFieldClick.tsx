import * as React from 'react';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function OpenOnFieldClick() {
  const [open, setOpen] = React.useState(false);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Parcel pick-up"
        defaultValue={dayjs('2026-03-14')}
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        slotProps={{
          // No button: a click anywhere in the field opens the calendar.
          openPickerButton: { sx: { display: 'none' } },
          textField: { onClick: () => setOpen(true) },
        }}
      />
    </LocalizationProvider>
  );
}
