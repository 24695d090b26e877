import dayjs from 'dayjs';
import { createSvgIcon } from '@mui/material/utils';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

// A key with a cross, drawn in strokes: the icon of "delete backwards".
const EraseIcon = createSvgIcon(
  <g
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    <path d="M9 5h10a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9l-6-7z" />
    <path d="M12 9l6 6M18 9l-6 6" />
  </g>,
  'Erase',
);

export default function ClearIconSlot() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Renewal date"
        defaultValue={dayjs('2026-03-14')}
        slots={{ clearIcon: EraseIcon }}
        slotProps={{
          field: { clearable: true },
          // The field draws the clear icon small; these props go to the SvgIcon.
          clearIcon: { fontSize: 'medium', color: 'error' },
        }}
      />
    </LocalizationProvider>
  );
}
