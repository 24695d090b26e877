import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';

function describe(value: Dayjs | null) {
  if (value === null) {
    return 'No complete date';
  }
  if (!value.isValid()) {
    return 'This date does not exist';
  }
  return value.format('dddd D MMMM YYYY');
}

export default function TypedDateField() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2026-03-14'));
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <DateField label="Arrival" value={value} onChange={setValue} clearable />
        <Typography
          variant="body2"
          aria-live="polite"
          data-testid="typed-date-output"
        >
          {describe(value)}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
