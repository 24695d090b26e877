import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';

export default function DigitalClockLists() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2026-03-14T13:30'));
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        <Stack direction="row" spacing={4} sx={{ alignItems: 'flex-start' }}>
          <DigitalClock
            value={value}
            onChange={setValue}
            timeStep={30}
            minTime={dayjs('2026-03-14T08:00')}
            maxTime={dayjs('2026-03-14T20:00')}
            skipDisabled
          />
          <MultiSectionDigitalClock
            value={value}
            onChange={setValue}
            timeSteps={{ minutes: 5 }}
          />
        </Stack>
        <Typography variant="body2">
          Table booked for {value ? value.format('HH:mm') : 'no time'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
