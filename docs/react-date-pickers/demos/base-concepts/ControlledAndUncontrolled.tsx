import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

// A library's loan: the due date is set by the form, the borrower can push it back.
const loanDue = dayjs('2026-03-14');

export default function ControlledAndUncontrolled() {
  const [lastChange, setLastChange] = React.useState('nothing yet');
  const [due, setDue] = React.useState<Dayjs | null>(loanDue);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Typography variant="subtitle2">Uncontrolled</Typography>
          <DatePicker
            label="Borrowed on"
            defaultValue={dayjs('2026-02-28')}
            onChange={(value) =>
              setLastChange(value?.isValid() ? value.format('D MMM') : 'empty')
            }
          />
          <Typography variant="body2">Last onChange: {lastChange}</Typography>
        </Stack>
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Typography variant="subtitle2">Controlled</Typography>
          <DatePicker label="Due back" value={due} onChange={setDue} />
          <Stack direction="row" spacing={1}>
            <Button
              size="small"
              variant="outlined"
              onClick={() =>
                setDue((current) => (current ?? loanDue).add(1, 'week'))
              }
            >
              Renew a week
            </Button>
            <Button size="small" onClick={() => setDue(null)}>
              Clear
            </Button>
          </Stack>
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
