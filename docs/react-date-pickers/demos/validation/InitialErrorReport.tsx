import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { DateValidationError } from '@mui/x-date-pickers/models';

const lastDay = dayjs('2026-03-31');

export default function InitialErrorReport() {
  const [reports, setReports] = React.useState<Array<DateValidationError | null>>(
    [],
  );

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <DatePicker
          label="Renewal date"
          defaultValue={dayjs('2026-04-02')}
          maxDate={lastDay}
          onError={(error) => setReports((previous) => [...previous, error])}
        />
        <Typography variant="body2" aria-live="polite">
          onError calls:{' '}
          {reports.length === 0
            ? 'none yet'
            : reports.map((error) => error ?? 'null').join(', ')}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
