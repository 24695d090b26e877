import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

dayjs.extend(utc);
dayjs.extend(timezone);

const zones = [
  'Europe/London',
  'America/Los_Angeles',
  'Asia/Kolkata',
  'Australia/Sydney',
];

export default function CallInFourZones() {
  // A video call stored in UTC by the server.
  const [value, setValue] = React.useState<Dayjs | null>(
    dayjs.utc('2026-03-14T17:00:00Z'),
  );
  const [zone, setZone] = React.useState('Europe/London');
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Stack spacing={2} sx={{ width: 280 }}>
          <TextField
            select
            size="small"
            label="Edit in"
            value={zone}
            onChange={(event) => setZone(event.target.value)}
          >
            {zones.map((name) => (
              <MenuItem key={name} value={name}>
                {name}
              </MenuItem>
            ))}
          </TextField>
          <DateTimePicker
            label="Team call"
            timezone={zone}
            value={value}
            onChange={setValue}
            ampm={false}
          />
        </Stack>
        <List dense aria-label="The call in each office">
          {zones.map((name) => (
            <ListItem key={name} disableGutters>
              <ListItemText
                primary={name}
                secondary={
                  value && value.isValid()
                    ? value.tz(name).format('ddd D MMM, HH:mm (Z)')
                    : 'no valid date'
                }
              />
            </ListItem>
          ))}
        </List>
      </Stack>
    </LocalizationProvider>
  );
}
