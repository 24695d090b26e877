import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';

const value = dayjs('2026-03-04');

export default function DateFieldFormats() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <DateField label="Day first" defaultValue={value} format="DD/MM/YYYY" />
        <DateField label="ISO order" defaultValue={value} format="YYYY-MM-DD" />
        <DateField
          label="Spaced, no leading zeros"
          defaultValue={value}
          format="D/M/YYYY"
          formatDensity="spacious"
          shouldRespectLeadingZeros
        />
      </Stack>
    </LocalizationProvider>
  );
}
