import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { DesktopTimeRangePicker } from '@mui/x-date-pickers-pro/DesktopTimeRangePicker';
import { MobileTimeRangePicker } from '@mui/x-date-pickers-pro/MobileTimeRangePicker';

const quietHours = [dayjs('2026-01-12T13:00'), dayjs('2026-01-12T15:00')] as const;

export default function DesktopAndMobileTimeRange() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <DesktopTimeRangePicker
          label="Quiet hours (desktop)"
          defaultValue={[...quietHours]}
          ampm={false}
        />
        <MobileTimeRangePicker
          label="Quiet hours (mobile)"
          defaultValue={[...quietHours]}
          ampm={false}
        />
      </Stack>
    </LocalizationProvider>
  );
}
