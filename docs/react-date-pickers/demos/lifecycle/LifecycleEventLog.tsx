import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

function show(value: Dayjs | null) {
  if (value === null) {
    return 'null';
  }
  return value.isValid() ? value.format('YYYY-MM-DD') : 'invalid date';
}

export default function LifecycleEventLog() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2026-03-14'));
  const [log, setLog] = React.useState<string[]>([]);
  const add = (line: string) =>
    setLog((previous) => [line, ...previous].slice(0, 8));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack
        direction="row"
        spacing={3}
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}
      >
        <DatePicker
          label="Watch the events"
          value={value}
          onChange={(newValue, context) => {
            setValue(newValue);
            add(`onChange ${show(newValue)} (from ${context.source})`);
          }}
          onAccept={(newValue) => add(`onAccept ${show(newValue)}`)}
          onOpen={() => add('onOpen')}
          onClose={() => add('onClose')}
          closeOnSelect={false}
          slotProps={{ actionBar: { actions: ['cancel', 'accept'] } }}
        />
        <Paper variant="outlined" sx={{ p: 2, minWidth: 260 }}>
          <Stack
            direction="row"
            sx={{ justifyContent: 'space-between', alignItems: 'center' }}
          >
            <Typography variant="subtitle2">Newest first</Typography>
            <Button size="small" onClick={() => setLog([])}>
              Clear log
            </Button>
          </Stack>
          {log.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              Type in the field or open the calendar.
            </Typography>
          ) : (
            log.map((line, index) => (
              <Typography
                key={`${index}-${line}`}
                variant="body2"
                sx={{ fontFamily: 'monospace' }}
              >
                {line}
              </Typography>
            ))
          )}
        </Paper>
      </Stack>
    </LocalizationProvider>
  );
}
