import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { DesktopDateTimeRangePicker } from '@mui/x-date-pickers-pro/DesktopDateTimeRangePicker';
import { MobileDateTimeRangePicker } from '@mui/x-date-pickers-pro/MobileDateTimeRangePicker';

const festival = [dayjs('2026-07-17T14:00'), dayjs('2026-07-19T23:00')] as const;

export default function DesktopAndMobileVariants() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <DesktopDateTimeRangePicker
          sx={{ width: 380 }}
          label="Festival (desktop, closes on select)"
          defaultValue={[...festival]}
          closeOnSelect
          ampm={false}
        />
        <MobileDateTimeRangePicker
          sx={{ width: 380 }}
          label="Festival (mobile)"
          defaultValue={[...festival]}
          ampm={false}
        />
      </Stack>
    </LocalizationProvider>
  );
}
