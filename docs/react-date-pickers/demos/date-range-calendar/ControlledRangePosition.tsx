import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import type { DateRange, RangePosition } from '@mui/x-date-pickers-pro/models';

export default function ControlledRangePosition() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([
    dayjs('2026-08-14'),
    dayjs('2026-08-21'),
  ]);
  const [rangePosition, setRangePosition] = React.useState<RangePosition>('start');
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={rangePosition}
          onChange={(_event, next: RangePosition | null) =>
            next && setRangePosition(next)
          }
          aria-label="Date being chosen"
        >
          <ToggleButton value="start">
            Check-in: {value[0] ? value[0].format('ddd D MMM') : '…'}
          </ToggleButton>
          <ToggleButton value="end">
            Check-out: {value[1] ? value[1].format('ddd D MMM') : '…'}
          </ToggleButton>
        </ToggleButtonGroup>
        <DateRangeCalendar
          value={value}
          onChange={setValue}
          rangePosition={rangePosition}
          onRangePositionChange={setRangePosition}
          calendars={1}
        />
      </Stack>
    </LocalizationProvider>
  );
}
