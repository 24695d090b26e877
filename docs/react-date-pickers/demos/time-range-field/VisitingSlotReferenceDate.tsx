import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { SingleInputTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputTimeRangeField';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

const visitDay = dayjs('2026-10-17T00:00');

function show(date: Dayjs | null) {
  if (date === null) {
    return 'null';
  }
  return date.isValid() ? date.format('YYYY-MM-DDTHH:mm') : 'incomplete';
}

export default function VisitingSlotReferenceDate() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([null, null]);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <SingleInputTimeRangeField
          label={`Visiting slot on ${visitDay.format('MMMM D')}`}
          value={value}
          onChange={setValue}
          referenceDate={visitDay}
          ampm={false}
          clearable
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
