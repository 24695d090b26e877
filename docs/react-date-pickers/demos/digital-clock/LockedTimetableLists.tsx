import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';

type Mode = 'editable' | 'readOnly' | 'disabled';

// The time of an exam, which the timetable locks once it is published.
const examStart = dayjs('2026-06-15T09:30');

export default function LockedTimetableLists() {
  const [mode, setMode] = React.useState<Mode>('readOnly');
  const formProps = {
    readOnly: mode === 'readOnly',
    disabled: mode === 'disabled',
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={mode}
          onChange={(_event, next: Mode | null) => {
            if (next) {
              setMode(next);
            }
          }}
          aria-label="State of the lists"
        >
          <ToggleButton value="editable">Editable</ToggleButton>
          <ToggleButton value="readOnly">readOnly</ToggleButton>
          <ToggleButton value="disabled">disabled</ToggleButton>
        </ToggleButtonGroup>
        <Stack
          direction="row"
          spacing={3}
          useFlexGap
          sx={{ flexWrap: 'wrap', justifyContent: 'center' }}
        >
          <Box>
            <DigitalClock defaultValue={examStart} ampm={false} {...formProps} />
          </Box>
          <Box>
            <MultiSectionDigitalClock
              defaultValue={examStart}
              ampm={false}
              {...formProps}
            />
          </Box>
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
