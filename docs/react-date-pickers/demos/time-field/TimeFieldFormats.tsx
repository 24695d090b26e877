import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeField } from '@mui/x-date-pickers/TimeField';

const sunrise = dayjs('2026-03-14T06:05');

export default function TimeFieldFormats() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <TimeField label="Padded (default)" defaultValue={sunrise} format="H:mm" />
        <TimeField
          label="Leading zeros respected"
          defaultValue={sunrise}
          format="H:mm"
          shouldRespectLeadingZeros
        />
        <TimeField
          label="Spacious, with seconds"
          defaultValue={sunrise}
          format="HH.mm.ss"
          formatDensity="spacious"
        />
      </Stack>
    </LocalizationProvider>
  );
}
