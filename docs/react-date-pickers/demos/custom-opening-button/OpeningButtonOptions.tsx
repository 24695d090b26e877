import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

function EventIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M17 12h-5v5h5v-5zM16 1v2H8V1H6v2H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2h-1V1h-2zm3 18H5V8h14v11z" />
    </SvgIcon>
  );
}

const value = dayjs('2026-03-14T08:15');

export default function OpeningButtonOptions() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <DatePicker
          label="Custom icon"
          defaultValue={value}
          slots={{ openPickerIcon: EventIcon }}
        />
        <DatePicker
          label="Button at the start"
          defaultValue={value}
          slotProps={{
            field: { openPickerButtonPosition: 'start' },
            openPickerButton: { color: 'secondary' },
            openPickerIcon: { fontSize: 'small' },
          }}
        />
        <TimePicker
          label="Tooltip-style label"
          defaultValue={value}
          slotProps={{
            openPickerButton: { title: 'Open the time lists', size: 'small' },
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
