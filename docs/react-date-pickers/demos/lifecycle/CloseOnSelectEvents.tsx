import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { EventLogPanel, show, useEventLog } from './EventLog';

export default function CloseOnSelectEvents() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2026-12-04'));
  const [closeOnSelect, setCloseOnSelect] = React.useState(true);
  const { lines, add, clear } = useEventLog();

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <FormControlLabel
            control={
              <Switch
                checked={closeOnSelect}
                onChange={(event) => {
                  setCloseOnSelect(event.target.checked);
                  add(`closeOnSelect = ${event.target.checked}`);
                }}
              />
            }
            label="closeOnSelect"
          />
          <DesktopDatePicker
            label="Team dinner"
            value={value}
            onChange={(newValue) => {
              setValue(newValue);
              add(`onChange ${show(newValue)}`);
            }}
            onAccept={(newValue) => add(`onAccept ${show(newValue)}`)}
            onOpen={() => add('onOpen')}
            onClose={() => add('onClose')}
            closeOnSelect={closeOnSelect}
          />
        </Stack>
        <EventLogPanel
          lines={lines}
          onClear={clear}
          hint="Pick a day with the switch on, then with it off."
        />
      </Stack>
    </LocalizationProvider>
  );
}
