import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeField } from '@mui/x-date-pickers/TimeField';

export default function BasicTimeField() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2026-03-14T09:45'));
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <TimeField label="Start time" value={value} onChange={setValue} />
          <TimeField
            label="Same value, 24-hour with seconds"
            value={value}
            onChange={setValue}
            format="HH:mm:ss"
          />
        </Stack>
        <Typography variant="body2">
          Minutes after midnight:{' '}
          {value && value.isValid()
            ? value.hour() * 60 + value.minute()
            : 'not a valid time'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
