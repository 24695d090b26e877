import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { StaticDateRangePicker } from '@mui/x-date-pickers-pro/StaticDateRangePicker';

type Count = 1 | 2 | 3;

// A marketing campaign of about seven weeks, across March and April.
const campaign = [dayjs('2026-03-09'), dayjs('2026-04-24')] as const;

export default function CalendarCount() {
  const [calendars, setCalendars] = React.useState<Count>(2);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={calendars}
          onChange={(_event, next: Count | null) => next && setCalendars(next)}
          aria-label="Number of months"
        >
          <ToggleButton value={1}>1 month</ToggleButton>
          <ToggleButton value={2}>2 months</ToggleButton>
          <ToggleButton value={3}>3 months</ToggleButton>
        </ToggleButtonGroup>
        <Box sx={{ maxWidth: '100%', overflowX: 'auto' }}>
          <StaticDateRangePicker
            defaultValue={[campaign[0], campaign[1]]}
            calendars={calendars}
            displayStaticWrapperAs="desktop"
            slotProps={{ actionBar: { actions: [] } }}
          />
        </Box>
      </Stack>
    </LocalizationProvider>
  );
}
