import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function FirstDatePicker() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2026-03-14'));
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <DatePicker label="Delivery date" value={value} onChange={setValue} />
        <Typography variant="body2">
          Stored value:{' '}
          {value === null
            ? 'null'
            : value.isValid()
              ? value.format('YYYY-MM-DD')
              : 'an invalid date'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
