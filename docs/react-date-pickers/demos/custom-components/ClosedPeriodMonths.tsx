import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MonthCalendar } from '@mui/x-date-pickers/MonthCalendar';

// January to April are closed: nothing more can be posted to them.
const closedMonths = new Set([0, 1, 2, 3]);

export default function ClosedPeriodMonths() {
  const [period, setPeriod] = React.useState<Dayjs | null>(dayjs('2026-05-01'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <MonthCalendar
          value={period}
          onChange={setPeriod}
          minDate={dayjs('2026-01-01')}
          maxDate={dayjs('2026-12-31')}
          shouldDisableMonth={(month) => closedMonths.has(month.month())}
          monthsPerRow={4}
          // A function of the button's owner state: the default button, restyled.
          slotProps={{
            monthButton: (ownerState) => ({
              sx: {
                borderRadius: '4px',
                ...(ownerState.isMonthDisabled && {
                  textDecoration: 'line-through',
                }),
                ...(ownerState.isMonthSelected && { fontWeight: 700 }),
              },
            }),
          }}
        />
        <Typography variant="body2">
          Posting to {period ? period.format('MMMM YYYY') : 'no period'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
