import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeField } from '@mui/x-date-pickers/TimeField';

const raceStart = dayjs('2026-03-14T09:00:00');

export default function SecondsTimeField() {
  const [finish, setFinish] = React.useState<Dayjs | null>(
    dayjs('2026-03-14T10:47:32'),
  );
  const seconds =
    finish && finish.isValid() ? finish.diff(raceStart, 'second') : null;
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <TimeField
          label="Finish time"
          value={finish}
          onChange={setFinish}
          format="HH:mm:ss"
          referenceDate={raceStart}
        />
        <Typography variant="body2">
          Race time:{' '}
          {seconds !== null && seconds >= 0
            ? `${Math.floor(seconds / 60)} min ${seconds % 60} s`
            : 'enter a time after the 9:00:00 start'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
