import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import type { DatePickerToolbarProps } from '@mui/x-date-pickers/DatePicker';
import { usePickerContext } from '@mui/x-date-pickers/hooks';

function ShiftToolbar(props: DatePickerToolbarProps) {
  const { value } = usePickerContext<Dayjs | null>();
  const isWeekend = value != null && (value.day() === 0 || value.day() === 6);
  return (
    // The className places the toolbar in the layout grid.
    <Box className={props.className} sx={{ px: 3, py: 2, bgcolor: 'action.hover' }}>
      <Typography variant="overline">Night shift on</Typography>
      <Typography variant="h5">
        {value ? value.format('ddd D MMMM') : 'No day yet'}
      </Typography>
      <Typography
        variant="body2"
        color={isWeekend ? 'text.primary' : 'text.secondary'}
        sx={{ fontWeight: isWeekend ? 600 : 400 }}
      >
        {isWeekend ? 'Weekend rate: ×1.5' : 'Weekday rate'}
      </Typography>
    </Box>
  );
}

export default function ShiftToolbarPicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        defaultValue={dayjs('2026-03-14')}
        slots={{ toolbar: ShiftToolbar }}
        slotProps={{ actionBar: { actions: [] } }}
      />
    </LocalizationProvider>
  );
}
