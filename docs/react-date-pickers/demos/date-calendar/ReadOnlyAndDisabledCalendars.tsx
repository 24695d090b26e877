import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

// The day a planning application was filed: shown, never changed here.
const filedOn = dayjs('2026-03-11');

export default function ReadOnlyAndDisabledCalendars() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ flexWrap: 'wrap', justifyContent: 'center' }}
      >
        <Box>
          <Typography variant="subtitle2" sx={{ textAlign: 'center' }}>
            readOnly
          </Typography>
          <DateCalendar defaultValue={filedOn} readOnly />
        </Box>
        <Box>
          <Typography variant="subtitle2" sx={{ textAlign: 'center' }}>
            disabled
          </Typography>
          <DateCalendar defaultValue={filedOn} disabled />
        </Box>
      </Stack>
    </LocalizationProvider>
  );
}
