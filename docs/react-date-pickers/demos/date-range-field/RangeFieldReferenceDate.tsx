import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

function show(date: Dayjs | null) {
  return date && date.isValid() ? date.format('YYYY-MM-DD') : '…';
}

export default function RangeFieldReferenceDate() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([null, null]);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <SingleInputDateRangeField
          label="School holidays 2027"
          value={value}
          onChange={setValue}
          format="DD/MM"
          referenceDate={dayjs('2027-01-01')}
        />
        <Typography variant="body2">
          Value: [{show(value[0])}, {show(value[1])}]
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
