import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';
import type { DateValidationError } from '@mui/x-date-pickers/models';

interface ShippingDraft {
  day: Dayjs | null;
  error: DateValidationError | null;
}

const firstShippingDay = dayjs('2026-04-06');

function isWeekend(date: Dayjs) {
  return date.day() === 0 || date.day() === 6;
}

function describe(draft: ShippingDraft): string {
  if (draft.day == null) {
    return 'no day';
  }
  const day = draft.day.isValid()
    ? draft.day.format('YYYY-MM-DD')
    : 'an invalid date';
  return draft.error == null
    ? `${day}, ready to ship`
    : `${day}, refused: ${draft.error}`;
}

export default function DraftWithValidationError() {
  const [draft, setDraft] = React.useState<ShippingDraft>({
    day: dayjs('2026-04-08'),
    error: null,
  });
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <DateField
          label="Shipping day"
          value={draft.day}
          minDate={firstShippingDay}
          shouldDisableDate={isWeekend}
          onChange={(day, context) =>
            setDraft({ day, error: context.validationError })
          }
        />
        <Typography variant="body2">Saved draft: {describe(draft)}</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
