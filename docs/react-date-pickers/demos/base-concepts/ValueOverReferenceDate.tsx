import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeField } from '@mui/x-date-pickers/TimeField';

// The season opens on 14 March; this match was moved to the 21st.
const seasonOpener = dayjs('2026-03-14T00:00');
const rescheduledMatch = dayjs('2026-03-21T18:00');

export default function ValueOverReferenceDate() {
  const [kickOff, setKickOff] = React.useState<Dayjs | null>(rescheduledMatch);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TimeField
          label="Kick-off"
          ampm={false}
          value={kickOff}
          onChange={setKickOff}
          referenceDate={seasonOpener}
        />
        <Typography variant="body2">
          {kickOff?.isValid()
            ? `Kick-off: ${kickOff.format('dddd D MMMM YYYY, HH:mm')}`
            : 'Kick-off: no time yet'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
