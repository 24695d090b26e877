import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { DateValidationError } from '@mui/x-date-pickers/models';

// The shop ships from 16 March 2026 and takes orders three months ahead.
const firstDelivery = dayjs('2026-03-16');
const lastDelivery = dayjs('2026-06-15');

const messages: Partial<Record<NonNullable<DateValidationError>, string>> = {
  minDate: 'Deliveries start on 16 March 2026',
  maxDate: 'We cannot deliver after 15 June 2026',
  invalidDate: 'This date does not exist',
};

export default function DeliveryDateForm() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2026-03-20'));
  const [error, setError] = React.useState<DateValidationError>(null);
  const [submitted, setSubmitted] = React.useState<string | null>(null);

  const handleSubmit = (event: React.SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const entry = data.get('deliveryDate');
    setSubmitted(typeof entry === 'string' ? entry : '');
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack
        component="form"
        onSubmit={handleSubmit}
        spacing={2}
        sx={{ alignItems: 'flex-start' }}
      >
        <DatePicker
          label="Delivery date"
          name="deliveryDate"
          value={value}
          onChange={setValue}
          onError={setError}
          minDate={firstDelivery}
          maxDate={lastDelivery}
          slotProps={{
            textField: {
              required: true,
              helperText:
                (error && messages[error]) || 'Between 16 March and 15 June',
            },
          }}
        />
        <Button type="submit" variant="contained" disabled={error !== null}>
          Place order
        </Button>
        <Typography variant="body2">
          {submitted === null
            ? 'Not submitted yet'
            : `Form sent deliveryDate=${submitted}`}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
