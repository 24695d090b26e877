import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';

function show(value: Dayjs | null) {
  if (value === null) {
    return 'none';
  }
  return value.isValid() ? value.format('ddd D MMM YYYY') : 'invalid date';
}

export default function SaveOnAccept() {
  // Controlled: the state follows every change, the save only the accepted ones.
  const [draft, setDraft] = React.useState<Dayjs | null>(dayjs('2026-04-25'));
  const [changes, setChanges] = React.useState(0);
  const [saved, setSaved] = React.useState<string[]>([]);
  const save = (label: string, value: Dayjs | null) => {
    if (value === null || value.isValid()) {
      setSaved((previous) => [...previous, `${label}: ${show(value)}`].slice(-5));
    }
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <DesktopDatePicker
            label="Moving day (controlled)"
            value={draft}
            onChange={(newValue) => {
              setDraft(newValue);
              setChanges((count) => count + 1);
            }}
            onAccept={(newValue) => save('Moving day', newValue)}
            closeOnSelect={false}
          />
          <Typography variant="body2">
            Shown: {show(draft)} after {changes} onChange calls
          </Typography>
          <DesktopDatePicker
            label="Meter reading (uncontrolled)"
            defaultValue={dayjs('2026-04-30')}
            onAccept={(newValue) => save('Meter reading', newValue)}
          />
        </Stack>
        <Paper variant="outlined" sx={{ p: 2, minWidth: 280, flex: 1 }}>
          <Typography variant="subtitle2">Sent to the server</Typography>
          {saved.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              Nothing yet.
            </Typography>
          ) : (
            saved.map((line, index) => (
              <Typography key={`${index}-${line}`} variant="body2">
                {line}
              </Typography>
            ))
          )}
        </Paper>
      </Stack>
    </LocalizationProvider>
  );
}
