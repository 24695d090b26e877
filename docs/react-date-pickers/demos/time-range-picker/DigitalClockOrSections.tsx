import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';
import {
  renderDigitalClockTimeView,
  renderMultiSectionDigitalClockTimeView,
} from '@mui/x-date-pickers/timeViewRenderers';

const lecture = [dayjs('2026-02-23T10:15'), dayjs('2026-02-23T11:45')] as const;

export default function DigitalClockOrSections() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <TimeRangePicker
          label="Lecture (single list)"
          defaultValue={[...lecture]}
          timeSteps={{ minutes: 15 }}
          ampm={false}
          // The type of `viewRenderers` asks for every time view.
          viewRenderers={{
            hours: renderDigitalClockTimeView,
            minutes: renderDigitalClockTimeView,
            seconds: renderDigitalClockTimeView,
            meridiem: renderDigitalClockTimeView,
          }}
        />
        <TimeRangePicker
          label="Lecture (one column per unit)"
          defaultValue={[...lecture]}
          timeSteps={{ minutes: 15 }}
          ampm={false}
          viewRenderers={{
            hours: renderMultiSectionDigitalClockTimeView,
            minutes: renderMultiSectionDigitalClockTimeView,
            seconds: renderMultiSectionDigitalClockTimeView,
            meridiem: renderMultiSectionDigitalClockTimeView,
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
