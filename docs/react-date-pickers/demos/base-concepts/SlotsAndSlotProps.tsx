import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { createSvgIcon } from '@mui/material/utils';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

const GiftIcon = createSvgIcon(
  <path d="M3 8h18v4H3zm2 5h6v8H5zm8 0h6v8h-6zM11 8h2v4h-2zm1 0c-1.5-3.5-6-4.5-6-2s4 2 6 2Zm0 0c1.5-3.5 6-4.5 6-2s-4 2-6 2Z" />,
  'Gift',
);

export default function SlotsAndSlotProps() {
  const [birthday, setBirthday] = React.useState<Dayjs | null>(dayjs('1990-06-21'));
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Birthday"
        value={birthday}
        onChange={setBirthday}
        slots={{ openPickerIcon: GiftIcon }}
        slotProps={{
          // A function receives the owner state: here, whether the value is empty.
          textField: (ownerState) => ({
            helperText: ownerState.isPickerValueEmpty
              ? 'We send a voucher on your birthday'
              : 'Voucher ready for this day',
          }),
          openPickerButton: { color: 'secondary' },
          actionBar: { actions: ['clear', 'accept'] },
        }}
      />
    </LocalizationProvider>
  );
}
