import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

type PickerOrientation = 'portrait' | 'landscape';

export default function OrientationToggle() {
  const [orientation, setOrientation] =
    React.useState<PickerOrientation>('portrait');
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={orientation}
          onChange={(_event, next: PickerOrientation | null) =>
            next && setOrientation(next)
          }
          aria-label="Orientation"
        >
          <ToggleButton value="portrait">Portrait</ToggleButton>
          <ToggleButton value="landscape">Landscape</ToggleButton>
        </ToggleButtonGroup>
        <StaticDatePicker
          orientation={orientation}
          defaultValue={dayjs('2026-03-14')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
