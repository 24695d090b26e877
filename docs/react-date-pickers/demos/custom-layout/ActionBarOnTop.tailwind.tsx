import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

export default function ActionBarOnTop() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        defaultValue={dayjs('2026-03-14')}
        slotProps={{
          toolbar: { hidden: true },
          actionBar: { actions: ['clear', 'today', 'accept'] },
          layout: {
            // Row 1 is free once the toolbar is hidden.
            className:
              '[&_.MuiPickersLayout-actionBar]:row-[1] [&_.MuiPickersLayout-actionBar]:justify-start [&_.MuiPickersLayout-actionBar]:border-b [&_.MuiPickersLayout-actionBar]:border-(--mui-palette-divider)',
          },
        }}
      />
    </LocalizationProvider>
  );
}
