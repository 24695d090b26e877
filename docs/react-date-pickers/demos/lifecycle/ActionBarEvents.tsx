import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { EventLogPanel, show, useEventLog } from './EventLog';

export default function ActionBarEvents() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2026-10-22'));
  const { lines, add, clear } = useEventLog();

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <DesktopDatePicker
          label="Parcel pickup"
          value={value}
          onChange={(newValue) => {
            setValue(newValue);
            add(`onChange ${show(newValue)}`);
          }}
          onAccept={(newValue) => add(`onAccept ${show(newValue)}`)}
          onOpen={() => add('onOpen')}
          onClose={() => add('onClose')}
          closeOnSelect={false}
          slotProps={{ actionBar: { actions: ['clear', 'cancel', 'accept'] } }}
        />
        <EventLogPanel
          lines={lines}
          onClear={clear}
          hint="Click a day, then one of Clear, Cancel or OK."
        />
      </Stack>
    </LocalizationProvider>
  );
}
