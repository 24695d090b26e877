import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';

const signedOn = dayjs('2026-03-14');

export default function ReadOnlyDisabledFields() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <DateField label="Editable" defaultValue={signedOn} />
        <DateField
          label="Read-only"
          defaultValue={signedOn}
          readOnly
          helperText="Focusable and selectable"
        />
        <DateField
          label="Disabled"
          defaultValue={signedOn}
          disabled
          helperText="Skipped by Tab"
        />
      </Stack>
    </LocalizationProvider>
  );
}
