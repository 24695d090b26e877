import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';

export default function AmPmToggle() {
  const [ampm, setAmpm] = React.useState(true);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <FormControlLabel
          control={
            <Switch
              checked={ampm}
              onChange={(event) => setAmpm(event.target.checked)}
            />
          }
          label="12-hour clock (ampm)"
        />
        <DateTimeRangePicker
          sx={{ width: 440 }}
          label="Night train"
          defaultValue={[dayjs('2026-10-02T21:40'), dayjs('2026-10-03T07:15')]}
          ampm={ampm}
        />
      </Stack>
    </LocalizationProvider>
  );
}
