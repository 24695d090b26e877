import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

dayjs.extend(utc);
dayjs.extend(timezone);

export default function SameInstantTwoZones() {
  const [value, setValue] = React.useState<Dayjs | null>(
    dayjs.utc('2026-03-14T15:00:00Z'),
  );
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <DateTimePicker
            label="New York"
            timezone="America/New_York"
            value={value}
            onChange={setValue}
          />
          <DateTimePicker
            label="Tokyo"
            timezone="Asia/Tokyo"
            value={value}
            onChange={setValue}
          />
        </Stack>
        <Typography variant="body2">
          Stored value (UTC):{' '}
          {value && value.isValid() ? value.toISOString() : 'no valid date'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
