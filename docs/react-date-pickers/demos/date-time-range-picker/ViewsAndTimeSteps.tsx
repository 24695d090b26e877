import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import { renderDigitalClockTimeView } from '@mui/x-date-pickers/timeViewRenderers';

export default function ViewsAndTimeSteps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        {/* Car rental: pick-up and return on the hour. */}
        <DateTimeRangePicker
          sx={{ width: 380 }}
          label="Car rental"
          defaultValue={[dayjs('2026-06-01T09:00'), dayjs('2026-06-04T18:00')]}
          views={['day', 'hours']}
          ampm={false}
        />
        {/* Court booking: half-hour slots in a single list. */}
        <DateTimeRangePicker
          sx={{ width: 380 }}
          label="Tennis court"
          defaultValue={[dayjs('2026-06-06T10:00'), dayjs('2026-06-06T11:30')]}
          timeSteps={{ minutes: 30 }}
          ampm={false}
          viewRenderers={{
            hours: renderDigitalClockTimeView,
            minutes: renderDigitalClockTimeView,
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
