import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

const renewal = dayjs('2026-03-14');

export default function ClearButtonPosition() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <DatePicker
          label="Clear next to open"
          defaultValue={renewal}
          slotProps={{ field: { clearable: true } }}
        />
        <DatePicker
          label="Clear at the start"
          defaultValue={renewal}
          slotProps={{ field: { clearable: true, clearButtonPosition: 'start' } }}
        />
        <DatePicker
          label="Both at the start"
          defaultValue={renewal}
          slotProps={{
            field: {
              clearable: true,
              clearButtonPosition: 'start',
              openPickerButtonPosition: 'start',
            },
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
