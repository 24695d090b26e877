import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { createSvgIcon } from '@mui/material/utils';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

const FlightIcon = createSvgIcon(
  <path d="M21 16v-2l-8-5V3.5a1.5 1.5 0 0 0-3 0V9l-8 5v2l8-2.5V19l-2 1.5V22l3.5-1 3.5 1v-1.5L13 19v-5.5l8 2.5z" />,
  'Flight',
);

const departure = dayjs('2026-03-14T06:40');

export default function FlightIconPickers() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <DatePicker
          label="Departure day"
          defaultValue={departure}
          slots={{ openPickerIcon: FlightIcon }}
          slotProps={{ openPickerIcon: { color: 'primary' } }}
        />
        <TimePicker
          label="Departure time"
          defaultValue={departure}
          slots={{ openPickerIcon: FlightIcon }}
          slotProps={{ openPickerButton: { color: 'secondary' } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
