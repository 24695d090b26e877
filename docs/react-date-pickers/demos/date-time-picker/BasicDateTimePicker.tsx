import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

export default function BasicDateTimePicker() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2026-03-14T18:30'));
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <DateTimePicker label="Departure" value={value} onChange={setValue} />
        <Typography variant="body2">
          Departure:{' '}
          {value && value.isValid()
            ? value.format('dddd D MMMM YYYY [at] HH:mm')
            : 'not set'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
