import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';

// A hair salon books 45-minute appointments between 09:00 and 18:00.
const booked = new Set(['09:45', '11:15', '12:00', '15:00']);
const isBooked = (value: Dayjs) => booked.has(value.format('HH:mm'));

const shared = {
  defaultValue: dayjs('2026-03-14T10:30'),
  timeStep: 45,
  ampm: false,
  minTime: dayjs('2026-03-14T09:00'),
  maxTime: dayjs('2026-03-14T18:00'),
  shouldDisableTime: isBooked,
};

export default function BookedSlotsLists() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={4} sx={{ justifyContent: 'center' }}>
        <Box sx={{ textAlign: 'center' }}>
          <Typography variant="subtitle2">Greyed out</Typography>
          <DigitalClock {...shared} />
        </Box>
        <Box sx={{ textAlign: 'center' }}>
          <Typography variant="subtitle2">skipDisabled</Typography>
          <DigitalClock {...shared} skipDisabled />
        </Box>
      </Stack>
    </LocalizationProvider>
  );
}
