import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DesktopTimePicker } from '@mui/x-date-pickers/DesktopTimePicker';
import { MobileTimePicker } from '@mui/x-date-pickers/MobileTimePicker';
import { StaticTimePicker } from '@mui/x-date-pickers/StaticTimePicker';

// When the bakery's first batch comes out of the oven.
const firstBatch = dayjs('2026-03-14T05:45');

export default function TimePickerVariants() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <DesktopTimePicker label="Desktop variant" defaultValue={firstBatch} />
          <MobileTimePicker label="Mobile variant" defaultValue={firstBatch} />
        </Stack>
        <StaticTimePicker
          defaultValue={firstBatch}
          ampm={false}
          slotProps={{ actionBar: { actions: [] } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
