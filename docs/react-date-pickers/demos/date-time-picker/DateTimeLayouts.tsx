import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DesktopDateTimePicker } from '@mui/x-date-pickers/DesktopDateTimePicker';
import { MobileDateTimePicker } from '@mui/x-date-pickers/MobileDateTimePicker';
import { StaticDateTimePicker } from '@mui/x-date-pickers/StaticDateTimePicker';

// Kick-off of a football match.
const kickOff = dayjs('2026-03-14T15:00');

export default function DateTimeLayouts() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <DesktopDateTimePicker label="Desktop variant" defaultValue={kickOff} />
          <MobileDateTimePicker label="Mobile variant" defaultValue={kickOff} />
        </Stack>
        <Box sx={{ maxWidth: '100%', overflowX: 'auto' }}>
          <StaticDateTimePicker
            defaultValue={kickOff}
            orientation="landscape"
            ampm={false}
            slotProps={{ actionBar: { actions: [] } }}
          />
        </Box>
      </Stack>
    </LocalizationProvider>
  );
}
