import * as React from 'react';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { DateValidationError } from '@mui/x-date-pickers/models';

export default function DisablePastValidation() {
  const [pastError, setPastError] = React.useState<DateValidationError | null>(null);
  const [futureError, setFutureError] = React.useState<DateValidationError | null>(
    null,
  );

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <DatePicker
          label="Next appointment"
          disablePast
          onError={setPastError}
          slotProps={{
            textField: {
              helperText:
                pastError === 'disablePast'
                  ? 'Choose today or a later day.'
                  : 'Today or later',
            },
          }}
        />
        <DatePicker
          label="Date of birth"
          disableFuture
          onError={setFutureError}
          slotProps={{
            textField: {
              helperText:
                futureError === 'disableFuture'
                  ? 'A birth date cannot be in the future.'
                  : 'Today or earlier',
            },
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
