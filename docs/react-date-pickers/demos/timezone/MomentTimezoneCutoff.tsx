import * as React from 'react';
import moment, { type Moment } from 'moment-timezone';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterMoment } from '@mui/x-date-pickers/AdapterMoment';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

export default function MomentTimezoneCutoff() {
  // The order cut-off is kept in New York time, the warehouse's zone.
  const [cutoff, setCutoff] = React.useState<Moment | null>(() =>
    moment.tz('2026-10-02T17:00', 'America/New_York'),
  );

  return (
    // `dateLibInstance` hands the adapter the Moment that has the timezone plugin.
    <LocalizationProvider dateAdapter={AdapterMoment} dateLibInstance={moment}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <DateTimePicker
          label="Order cut-off (Tokyo)"
          timezone="Asia/Tokyo"
          ampm={false}
          value={cutoff}
          onChange={setCutoff}
        />
        <Typography variant="body2">
          Stored value:{' '}
          {cutoff?.isValid()
            ? `${cutoff.format('YYYY-MM-DD HH:mm Z')} (zone ${cutoff.tz()})`
            : 'no valid date'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
