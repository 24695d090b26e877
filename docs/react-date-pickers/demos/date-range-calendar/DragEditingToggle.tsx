import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

export default function DragEditingToggle() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([
    dayjs('2026-07-06'),
    dayjs('2026-07-10'),
  ]);
  const [disableDragEditing, setDisableDragEditing] = React.useState(false);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <FormControlLabel
          control={
            <Switch
              checked={disableDragEditing}
              onChange={(event) => setDisableDragEditing(event.target.checked)}
            />
          }
          label="disableDragEditing"
        />
        <DateRangeCalendar
          value={value}
          onChange={setValue}
          calendars={1}
          disableDragEditing={disableDragEditing}
        />
      </Stack>
    </LocalizationProvider>
  );
}
