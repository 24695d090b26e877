import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import './ActionBarOnTop.css';

export default function ActionBarOnTop() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        defaultValue={dayjs('2026-03-14')}
        slotProps={{
          toolbar: { hidden: true },
          actionBar: { actions: ['clear', 'today', 'accept'] },
          layout: { className: 'action-bar-on-top' },
        }}
      />
    </LocalizationProvider>
  );
}
