import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';

const issued = dayjs('2026-03-14');

export default function ControlledDateField() {
  const [dueDate, setDueDate] = React.useState<Dayjs | null>(issued.add(30, 'day'));
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <DateField
          label="Invoice due"
          value={dueDate}
          onChange={setDueDate}
          helperText={`Issued on ${issued.format('D MMMM YYYY')}`}
        />
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {[14, 30, 60].map((days) => (
            <Button
              key={days}
              size="small"
              variant="outlined"
              onClick={() => setDueDate(issued.add(days, 'day'))}
            >
              Net {days}
            </Button>
          ))}
          <Button size="small" onClick={() => setDueDate(null)}>
            Empty
          </Button>
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
