import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';

export default function ReferenceDateField() {
  const [value, setValue] = React.useState<Dayjs | null>(null);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <DateField
          label="Birthday party (2026)"
          value={value}
          onChange={setValue}
          format="DD MMMM"
          referenceDate={dayjs('2026-01-01T15:00')}
        />
        <Typography variant="body2">
          Full value:{' '}
          {value && value.isValid()
            ? value.format('dddd D MMMM YYYY, HH:mm')
            : 'none yet'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
