import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

// A nurse's rota: each button says exactly which field it opens.
export default function ShiftRotaLabels() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <DatePicker
          label="Shift day"
          defaultValue={dayjs('2026-03-14')}
          slotProps={{
            field: { clearable: true },
            openPickerButton: {
              'aria-label': 'Open the calendar for the shift day',
            },
            clearButton: { 'aria-label': 'Remove the shift day' },
            textField: { helperText: 'Ward 3, night rota' },
          }}
        />
        <TimePicker
          label="Shift start"
          defaultValue={dayjs('2026-03-14T19:30')}
          ampm={false}
          slotProps={{
            openPickerButton: { 'aria-label': 'Choose the start time of the shift' },
            textField: { helperText: 'Handover takes 30 minutes' },
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
