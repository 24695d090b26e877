import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

export default function SensorReadingSeconds() {
  const [value, setValue] = React.useState<Dayjs | null>(
    dayjs('2026-02-11T06:42:17'),
  );
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <DateTimeField
          label="Reading taken at (with seconds)"
          value={value}
          onChange={setValue}
          format="DD/MM/YYYY HH:mm:ss"
          sx={{ minWidth: 280 }}
        />
        <DateTimeField
          label="Reading taken at (minutes only)"
          value={value}
          onChange={setValue}
          format="DD/MM/YYYY HH:mm"
          sx={{ minWidth: 280 }}
        />
        <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
          Stored:{' '}
          {value && value.isValid()
            ? value.format('YYYY-MM-DDTHH:mm:ss')
            : 'no valid date'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
