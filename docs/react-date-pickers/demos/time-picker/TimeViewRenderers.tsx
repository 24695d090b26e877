import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DesktopTimePicker } from '@mui/x-date-pickers/DesktopTimePicker';
import {
  renderMultiSectionDigitalClockTimeView,
  renderTimeViewClock,
} from '@mui/x-date-pickers/timeViewRenderers';

// Pick-up time at a bike repair shop.
const pickUp = dayjs('2026-03-14T16:30');

export default function TimeViewRenderers() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <DesktopTimePicker
          label="Lists (desktop default)"
          defaultValue={pickUp}
          viewRenderers={{
            hours: renderMultiSectionDigitalClockTimeView,
            minutes: renderMultiSectionDigitalClockTimeView,
          }}
        />
        <DesktopTimePicker
          label="Analog clock"
          defaultValue={pickUp}
          viewRenderers={{
            hours: renderTimeViewClock,
            minutes: renderTimeViewClock,
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
