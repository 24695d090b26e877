import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';

export default function TwelveOrTwentyFourHourLists() {
  // A train leaves at 19:15; every list below edits the same departure.
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2026-05-08T19:15'));
  const handleChange = (newValue: Dayjs | null) => setValue(newValue);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        <Stack
          direction="row"
          spacing={3}
          useFlexGap
          sx={{ flexWrap: 'wrap', justifyContent: 'center' }}
        >
          <Box sx={{ textAlign: 'center' }}>
            <Typography variant="subtitle2">ampm</Typography>
            <DigitalClock value={value} onChange={handleChange} timeStep={15} ampm />
          </Box>
          <Box sx={{ textAlign: 'center' }}>
            <Typography variant="subtitle2">ampm=false</Typography>
            <DigitalClock
              value={value}
              onChange={handleChange}
              timeStep={15}
              ampm={false}
            />
          </Box>
          <Box sx={{ textAlign: 'center' }}>
            <Typography variant="subtitle2">Sections with ampm</Typography>
            <MultiSectionDigitalClock
              value={value}
              onChange={handleChange}
              timeSteps={{ minutes: 15 }}
              ampm
            />
          </Box>
        </Stack>
        <Typography variant="body2" aria-live="polite">
          {value ? `Departure: ${value.format('HH:mm')}` : 'No departure time'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
