import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';

export default function StopwatchClockViews() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack
        direction="row"
        spacing={3}
        useFlexGap
        sx={{ flexWrap: 'wrap', justifyContent: 'center' }}
      >
        <Box sx={{ textAlign: 'center' }}>
          <Typography variant="subtitle2">Race start, to the second</Typography>
          <TimeClock
            defaultValue={dayjs('2026-03-14T08:30:15')}
            views={['hours', 'minutes', 'seconds']}
            ampm={false}
            showViewSwitcher
          />
        </Box>
        <Box sx={{ textAlign: 'center' }}>
          <Typography variant="subtitle2">
            Bus departures, every 5 minutes
          </Typography>
          <TimeClock
            defaultValue={dayjs('2026-03-14T17:35')}
            views={['minutes']}
            minutesStep={5}
          />
        </Box>
      </Stack>
    </LocalizationProvider>
  );
}
