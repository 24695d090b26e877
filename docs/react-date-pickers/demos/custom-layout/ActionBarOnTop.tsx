import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { pickersLayoutClasses } from '@mui/x-date-pickers/PickersLayout';

export default function ActionBarOnTop() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        defaultValue={dayjs('2026-03-14')}
        slotProps={{
          toolbar: { hidden: true },
          actionBar: { actions: ['clear', 'today', 'accept'] },
          layout: {
            sx: {
              // Row 1 is free once the toolbar is hidden.
              [`.${pickersLayoutClasses.actionBar}`]: {
                gridRow: 1,
                justifyContent: 'flex-start',
                borderBottom: 1,
                borderColor: 'divider',
              },
            },
          },
        }}
      />
    </LocalizationProvider>
  );
}
