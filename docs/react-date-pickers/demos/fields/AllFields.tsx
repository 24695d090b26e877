import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';
import { TimeField } from '@mui/x-date-pickers/TimeField';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

export default function AllFields() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2026-03-14T11:05'));
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <DateField label="DateField" value={value} onChange={setValue} />
        <TimeField label="TimeField" value={value} onChange={setValue} />
        <DateTimeField label="DateTimeField" value={value} onChange={setValue} />
      </Stack>
    </LocalizationProvider>
  );
}
