import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { SingleInputTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputTimeRangeField';
import { MultiInputTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputTimeRangeField';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

export default function OpeningHoursFormats() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([
    dayjs('2026-09-21T08:45'),
    dayjs('2026-09-21T19:30'),
  ]);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <SingleInputTimeRangeField
          label="Locale format"
          value={value}
          onChange={setValue}
        />
        <SingleInputTimeRangeField
          label="24-hour, 'to' between"
          value={value}
          onChange={setValue}
          ampm={false}
          dateSeparator="to"
        />
        <SingleInputTimeRangeField
          label="Custom format with seconds"
          value={value}
          onChange={setValue}
          format="HH:mm:ss"
          dateSeparator="until"
          sx={{ minWidth: 280 }}
        />
        <MultiInputTimeRangeField
          value={value}
          onChange={setValue}
          format="HH:mm"
          dateSeparator="to"
          slotProps={{
            textField: ({ position }) => ({
              label: position === 'start' ? 'Opens' : 'Closes',
            }),
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
