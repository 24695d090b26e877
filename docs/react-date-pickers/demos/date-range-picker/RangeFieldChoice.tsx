import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';

// A school's spring break.
const springBreak = [dayjs('2026-04-04'), dayjs('2026-04-19')] as const;

export default function RangeFieldChoice() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ alignItems: 'flex-start' }}>
        <DateRangePicker
          label="Spring break (one input)"
          sx={{ width: 320 }}
          defaultValue={[springBreak[0], springBreak[1]]}
          slots={{ field: SingleInputDateRangeField }}
          slotProps={{ field: { clearable: true } }}
        />
        <DateRangePicker
          defaultValue={[springBreak[0], springBreak[1]]}
          slots={{ field: MultiInputDateRangeField }}
          localeText={{ start: 'First day off', end: 'Back to school' }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
