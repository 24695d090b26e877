import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';
import type { TimeView } from '@mui/x-date-pickers/models';

// The clinic sees patients from 08:00 to 17:30 and closes for lunch from 12:00 to 13:00.
function isLunchBreak(value: Dayjs, view: TimeView) {
  return view === 'hours' && value.hour() === 12;
}

export default function ClinicHoursClock() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2026-03-14T10:30'));
  const [readOnly, setReadOnly] = React.useState(false);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack sx={{ alignItems: 'center' }}>
        <FormControlLabel
          control={
            <Switch
              checked={readOnly}
              onChange={(event) => setReadOnly(event.target.checked)}
            />
          }
          label="readOnly"
        />
        <TimeClock
          value={value}
          onChange={setValue}
          ampm={false}
          minTime={dayjs('2026-03-14T08:00')}
          maxTime={dayjs('2026-03-14T17:30')}
          shouldDisableTime={isLunchBreak}
          readOnly={readOnly}
        />
        <Typography variant="body2">
          Appointment at {value ? value.format('HH:mm') : 'no time'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
