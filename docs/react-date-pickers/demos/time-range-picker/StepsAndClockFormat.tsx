import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';

export default function StepsAndClockFormat() {
  const [ampm, setAmpm] = React.useState(false);
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
        <TimeRangePicker
          label="Library opening hours"
          defaultValue={[dayjs('2026-05-04T09:30'), dayjs('2026-05-04T19:00')]}
          timeSteps={{ hours: 1, minutes: 30 }}
          ampm={ampm}
        />
      </Stack>
    </LocalizationProvider>
  );
}
