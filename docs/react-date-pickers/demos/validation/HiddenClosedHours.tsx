import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DesktopTimePicker } from '@mui/x-date-pickers/DesktopTimePicker';

const opening = dayjs('2026-05-09T08:00');
const closing = dayjs('2026-05-09T21:00');

export default function HiddenClosedHours() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <DesktopTimePicker
          label="Court booking (greyed out)"
          minTime={opening}
          maxTime={closing}
          timeSteps={{ minutes: 60 }}
        />
        <DesktopTimePicker
          label="Court booking (hidden)"
          minTime={opening}
          maxTime={closing}
          timeSteps={{ minutes: 60 }}
          skipDisabled
        />
      </Stack>
    </LocalizationProvider>
  );
}
