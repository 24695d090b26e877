import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { SingleInputDateTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputDateTimeRangeField';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

// The tour season: every date typed below falls in 2027.
const season = dayjs('2027-04-01T00:00');

function show(date: Dayjs | null) {
  if (date === null) {
    return 'null';
  }
  return date.isValid() ? date.format('YYYY-MM-DDTHH:mm') : 'incomplete';
}

export default function TourReferenceDate() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([null, null]);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 420 }}>
        <SingleInputDateTimeRangeField
          label="Guided tour (2027 season)"
          value={value}
          onChange={setValue}
          referenceDate={season}
          format="MMM D, HH:mm"
          clearable
          fullWidth
        />
        <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
          start: {show(value[0])}
          <br />
          end: {show(value[1])}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
