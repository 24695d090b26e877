import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { SingleInputDateTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputDateTimeRangeField';
import { MultiInputDateTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputDateTimeRangeField';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

export default function WorkshopFormats() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([
    dayjs('2026-03-23T09:30'),
    dayjs('2026-03-24T16:00'),
  ]);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 520 }}>
        <SingleInputDateTimeRangeField
          label="Locale format"
          value={value}
          onChange={setValue}
          fullWidth
        />
        <SingleInputDateTimeRangeField
          label="Day first, 24-hour, arrow between"
          value={value}
          onChange={setValue}
          format="DD/MM/YYYY HH:mm"
          dateSeparator="→"
          fullWidth
        />
        <SingleInputDateTimeRangeField
          label="Spacious density"
          value={value}
          onChange={setValue}
          format="DD/MM/YYYY HH:mm"
          formatDensity="spacious"
          fullWidth
        />
        <MultiInputDateTimeRangeField
          value={value}
          onChange={setValue}
          format="D MMM YYYY, HH:mm"
          dateSeparator="until"
          slotProps={{
            textField: ({ position }) => ({
              label: position === 'start' ? 'Workshop opens' : 'Workshop ends',
            }),
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
