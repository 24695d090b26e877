import * as React from 'react';
import dayjs from 'dayjs';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

// A lease renewal: the start is fixed, the old end no longer applies, the new end is chosen.
export default function ReadOnlyAndDisabledForm() {
  const [sent, setSent] = React.useState<string[] | null>(null);

  const handleSubmit = (event: React.SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    // Date pickers only add text entries: the date as the field displays it.
    setSent(
      [...data.entries()].map(([name, entry]) =>
        typeof entry === 'string' ? `${name} = ${entry}` : name,
      ),
    );
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack component="form" onSubmit={handleSubmit} spacing={2}>
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <DatePicker
            label="Lease start (readOnly)"
            name="leaseStart"
            defaultValue={dayjs('2025-04-01')}
            readOnly
          />
          <DatePicker
            label="Previous end (disabled)"
            name="previousEnd"
            defaultValue={dayjs('2026-03-31')}
            disabled
          />
          <DatePicker
            label="New end"
            name="newEnd"
            defaultValue={dayjs('2027-03-31')}
          />
        </Stack>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Button type="submit" variant="contained">
            Renew lease
          </Button>
          <Typography variant="body2" component="output">
            {sent ? `Sent: ${sent.join(', ')}` : 'Nothing sent yet'}
          </Typography>
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
