import dayjs from 'dayjs';
import useMediaQuery from '@mui/material/useMediaQuery';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

export default function LandscapeStaticPicker() {
  // The toolbar beside the calendar needs about 480 px: keep portrait on a phone.
  const roomForLandscape = useMediaQuery('(min-width: 600px)');
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        orientation={roomForLandscape ? 'landscape' : 'portrait'}
        defaultValue={dayjs('2026-03-14')}
      />
    </LocalizationProvider>
  );
}
