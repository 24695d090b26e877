import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function ExternalOpenControl() {
  const [open, setOpen] = React.useState(false);
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2026-03-14'));
  const [closings, setClosings] = React.useState(0);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Stack direction="row" spacing={1}>
          <Button variant="contained" onClick={() => setOpen(true)}>
            Reschedule the call
          </Button>
          <Button onClick={() => setValue(dayjs('2026-03-16'))}>
            Monday instead
          </Button>
        </Stack>
        <DatePicker
          label="Call with the supplier"
          value={value}
          onChange={setValue}
          open={open}
          onOpen={() => setOpen(true)}
          onClose={() => {
            setOpen(false);
            setClosings((count) => count + 1);
          }}
        />
        <Typography variant="body2">
          The calendar has been closed {closings} time{closings === 1 ? '' : 's'}.
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
