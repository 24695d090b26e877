import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { SingleInputTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputTimeRangeField';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

const DAY = '2026-06-03';

const shifts: { name: string; range: [string, string] }[] = [
  { name: 'Breakfast', range: ['06:30', '11:00'] },
  { name: 'Lunch', range: ['11:00', '15:30'] },
  { name: 'Dinner', range: ['17:00', '23:00'] },
];

function show(date: Dayjs | null) {
  if (date === null) {
    return 'null';
  }
  return date.isValid() ? date.format('HH:mm') : 'invalid time';
}

export default function KitchenShiftPresets() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([null, null]);
  const [changes, setChanges] = React.useState(0);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {shifts.map(({ name, range }) => (
            <Button
              key={name}
              variant="outlined"
              size="small"
              onClick={() =>
                setValue([dayjs(`${DAY}T${range[0]}`), dayjs(`${DAY}T${range[1]}`)])
              }
            >
              {name}
            </Button>
          ))}
          <Button size="small" onClick={() => setValue([null, null])}>
            Reset
          </Button>
        </Stack>
        <SingleInputTimeRangeField
          label="Kitchen shift"
          value={value}
          onChange={(newValue) => {
            setValue(newValue);
            setChanges((count) => count + 1);
          }}
          ampm={false}
        />
        <Typography variant="body2">
          Typed changes: {changes}. Stored value: {value.map(show).join(' to ')}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
