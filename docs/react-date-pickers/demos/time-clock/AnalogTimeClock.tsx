import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';
import type { TimeView } from '@mui/x-date-pickers/models';

export default function AnalogTimeClock() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2026-03-14T10:20'));
  const [view, setView] = React.useState<TimeView>('hours');
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack sx={{ alignItems: 'center' }}>
        <TimeClock
          value={value}
          onChange={setValue}
          view={view}
          onViewChange={setView}
          ampmInClock
          showViewSwitcher
        />
        <Typography variant="body2">
          Editing the {view}: {value ? value.format('h:mm A') : 'no time'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
