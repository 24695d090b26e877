import Badge from '@mui/material/Badge';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { PickersDay, type PickersDayProps } from '@mui/x-date-pickers/PickersDay';

function PayrollDay(props: PickersDayProps) {
  const day = props.day;
  const isPayroll = !props.outsideCurrentMonth && day.date() === 15;

  return (
    <Badge overlap="circular" color="primary" variant="dot" invisible={!isPayroll}>
      <PickersDay {...props} />
    </Badge>
  );
}

export default function PayrollDatePicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Payment date"
        slots={{ day: PayrollDay }}
        slotProps={{
          actionBar: { actions: ['clear', 'today', 'accept'] },
          textField: { fullWidth: true },
        }}
      />
    </LocalizationProvider>
  );
}
