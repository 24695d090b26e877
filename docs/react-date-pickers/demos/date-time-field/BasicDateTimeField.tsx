import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

export default function BasicDateTimeField() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2026-03-14T16:45'));
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <DateTimeField label="Deadline" value={value} onChange={setValue} />
          <DateTimeField
            label="Deadline (24-hour)"
            value={value}
            onChange={setValue}
            ampm={false}
          />
        </Stack>
        <Typography variant="body2">
          ISO value:{' '}
          {value && value.isValid()
            ? value.format('YYYY-MM-DDTHH:mm')
            : 'no valid date'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
