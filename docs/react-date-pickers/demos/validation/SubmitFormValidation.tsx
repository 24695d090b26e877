import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { DateValidationError } from '@mui/x-date-pickers/models';

const messages: Partial<Record<NonNullable<DateValidationError>, string>> = {
  minDate: 'Leave can start on 1 April 2026 at the earliest.',
  maxDate: 'Leave must start in 2026.',
  invalidDate: 'This date does not exist.',
};

export default function SubmitFormValidation() {
  const [value, setValue] = React.useState<Dayjs | null>(null);
  const [error, setError] = React.useState<DateValidationError | null>(null);
  const [submitted, setSubmitted] = React.useState(false);
  const [saved, setSaved] = React.useState<string | null>(null);

  const handleSubmit = (event: React.SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    // Validation never blocks a form by itself: check the error and the empty value.
    if (error === null && value !== null) {
      setSaved(value.format('D MMMM YYYY'));
    } else {
      setSaved(null);
    }
  };

  let helperText = 'From 1 April 2026';
  if (error) {
    helperText = messages[error] ?? 'Check this date.';
  } else if (submitted && value === null) {
    helperText = 'Enter the first day of your leave.';
  }

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack
        component="form"
        noValidate
        onSubmit={handleSubmit}
        spacing={2}
        sx={{ alignItems: 'flex-start' }}
      >
        <DatePicker
          label="First day of leave"
          value={value}
          onChange={setValue}
          onError={setError}
          minDate={dayjs('2026-04-01')}
          maxDate={dayjs('2026-12-31')}
          referenceDate={dayjs('2026-04-01')}
          slotProps={{
            textField: {
              required: true,
              helperText,
              error: error !== null || (submitted && value === null),
            },
          }}
        />
        <Button type="submit" variant="contained">
          Request leave
        </Button>
        {saved && <Typography variant="body2">Request sent for {saved}.</Typography>}
      </Stack>
    </LocalizationProvider>
  );
}
