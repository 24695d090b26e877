import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';
import { SingleInputTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputTimeRangeField';

export default function RangeFields() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <SingleInputDateRangeField
          label="Festival, one input"
          defaultValue={[dayjs('2026-07-09'), dayjs('2026-07-12')]}
          sx={{ minWidth: 280 }}
        />
        <MultiInputDateRangeField
          slotProps={{
            textField: ({ position }) => ({
              label: position === 'start' ? 'Arrival' : 'Departure',
            }),
          }}
          defaultValue={[dayjs('2026-07-09'), dayjs('2026-07-12')]}
        />
        <SingleInputTimeRangeField
          label="Stage hours"
          defaultValue={[dayjs('2026-07-09T14:00'), dayjs('2026-07-09T23:30')]}
          format="HH:mm"
        />
      </Stack>
    </LocalizationProvider>
  );
}
