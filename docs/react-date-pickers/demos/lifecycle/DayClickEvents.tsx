import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { EventLogPanel, show, useEventLog } from './EventLog';

export default function DayClickEvents() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2026-05-18'));
  const { lines, add, clear } = useEventLog();

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <DesktopDatePicker
          label="Dentist appointment"
          value={value}
          onChange={(newValue, context) => {
            setValue(newValue);
            add(`onChange ${show(newValue)} (source: ${context.source})`);
          }}
          onAccept={(newValue) => add(`onAccept ${show(newValue)}`)}
          onOpen={() => add('onOpen')}
          onClose={() => add('onClose')}
        />
        <EventLogPanel
          lines={lines}
          onClear={clear}
          hint="Open the calendar and click a day."
        />
      </Stack>
    </LocalizationProvider>
  );
}
