import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DesktopTimePicker } from '@mui/x-date-pickers/DesktopTimePicker';
import { MobileTimePicker } from '@mui/x-date-pickers/MobileTimePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

export default function PickerVariants() {
  const [alarm, setAlarm] = React.useState<Dayjs | null>(dayjs('2026-03-14T06:45'));
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <DesktopTimePicker label="Desktop" value={alarm} onChange={setAlarm} />
        <MobileTimePicker label="Mobile" value={alarm} onChange={setAlarm} />
        <TimePicker
          label="Desktop from 900 px wide"
          desktopModeMediaQuery="@media (min-width: 900px)"
          value={alarm}
          onChange={setAlarm}
        />
      </Stack>
    </LocalizationProvider>
  );
}
