import * as React from 'react';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

dayjs.extend(utc);
dayjs.extend(timezone);

// UTC+14 and UTC-11, without daylight saving: always on different days.
const islands = [
  { name: 'Kiritimati', zone: 'Pacific/Kiritimati' },
  { name: 'Pago Pago', zone: 'Pacific/Pago_Pago' },
];

export default function TodayAcrossDateLine() {
  // Read once: the page may stay open across midnight.
  const [now] = React.useState(() => dayjs());
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        {islands.map(({ name, zone }) => (
          <Box key={zone} component="section" aria-label={name}>
            <Typography variant="subtitle2" component="h3" sx={{ px: 3 }}>
              {name} ({zone})
            </Typography>
            <Typography variant="body2" sx={{ px: 3, color: 'text.secondary' }}>
              Now there: {now.tz(zone).format('ddd D MMM, HH:mm')}
            </Typography>
            <DateCalendar timezone={zone} disablePast />
          </Box>
        ))}
      </Box>
    </LocalizationProvider>
  );
}
