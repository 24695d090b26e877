import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DesktopTimePicker } from '@mui/x-date-pickers/DesktopTimePicker';

// Tee times at a golf club.
const teeTime = dayjs('2026-03-14T10:00');

export default function SingleColumnThreshold() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <DesktopTimePicker
          label="Hourly (24 items)"
          defaultValue={teeTime}
          timeSteps={{ minutes: 60 }}
        />
        <DesktopTimePicker
          label="Half-hourly (48 items)"
          defaultValue={teeTime}
          timeSteps={{ minutes: 30 }}
          thresholdToRenderTimeInASingleColumn={48}
        />
        <DesktopTimePicker
          label="Daylight slots only"
          defaultValue={teeTime}
          timeSteps={{ minutes: 30 }}
          thresholdToRenderTimeInASingleColumn={48}
          minTime={dayjs('2026-03-14T07:00')}
          maxTime={dayjs('2026-03-14T18:00')}
          skipDisabled
        />
      </Stack>
    </LocalizationProvider>
  );
}
