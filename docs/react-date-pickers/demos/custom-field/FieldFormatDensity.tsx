import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';

const releaseDay = dayjs('2026-03-14');

export default function FieldFormatDensity() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DateField label="Dense (default)" defaultValue={releaseDay} />
        <DateField
          label="Spacious"
          defaultValue={releaseDay}
          formatDensity="spacious"
        />
      </Stack>
    </LocalizationProvider>
  );
}
