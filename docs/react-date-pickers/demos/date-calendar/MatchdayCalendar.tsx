import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

// The home games of a football club's season.
const openingGame = dayjs('2026-08-22');
const homeGames = [
  { opponent: 'Riverside', day: openingGame },
  { opponent: 'Northgate', day: dayjs('2026-10-03') },
  { opponent: 'Harbour Town', day: dayjs('2026-12-12') },
];

export default function MatchdayCalendar() {
  const [value, setValue] = React.useState<Dayjs | null>(openingGame);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ flexWrap: 'wrap', justifyContent: 'center' }}
        >
          {homeGames.map((game) => (
            <Button
              key={game.opponent}
              size="small"
              variant={value?.isSame(game.day, 'day') ? 'contained' : 'outlined'}
              onClick={() => setValue(game.day)}
            >
              {game.opponent}
            </Button>
          ))}
        </Stack>
        <DateCalendar value={value} onChange={(newValue) => setValue(newValue)} />
        <Typography variant="body2" aria-live="polite">
          {value
            ? `Selected: ${value.format('dddd D MMMM YYYY')}`
            : 'No day selected'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
