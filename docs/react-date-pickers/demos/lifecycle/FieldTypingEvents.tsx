import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { EventLogPanel, show, useEventLog } from './EventLog';

export default function FieldTypingEvents() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2026-09-03'));
  const { lines, add, clear } = useEventLog();

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <DesktopDatePicker
          label="Invoice date"
          value={value}
          onChange={(newValue, context) => {
            setValue(newValue);
            const error = context.validationError ?? 'none';
            add(`onChange ${show(newValue)} (error: ${error})`);
          }}
          onAccept={(newValue, context) =>
            add(`onAccept ${show(newValue)} (source: ${context.source})`)
          }
          onOpen={() => add('onOpen')}
          onClose={() => add('onClose')}
        />
        <EventLogPanel
          lines={lines}
          onClear={clear}
          hint="Click the day in the field, type 25, then press Backspace."
        />
      </Stack>
    </LocalizationProvider>
  );
}
