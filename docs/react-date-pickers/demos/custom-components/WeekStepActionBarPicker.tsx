import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import Typography from '@mui/material/Typography';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import type { PickersActionBarProps } from '@mui/x-date-pickers/PickersActionBar';
import { usePickerContext } from '@mui/x-date-pickers/hooks';

function WeekStepActionBar(props: PickersActionBarProps) {
  const picker = usePickerContext<Dayjs | null>();
  const moveByWeeks = (weeks: number) => {
    if (picker.value) {
      // 'set' changes the value without accepting it, as clicking a day does.
      picker.setValue(picker.value.add(weeks, 'week'), { changeImportance: 'set' });
    }
  };
  return (
    // The className places the action bar in the layout grid.
    <DialogActions
      className={props.className}
      disableSpacing
      sx={{ flexWrap: 'wrap', gap: 1 }}
    >
      <Button disabled={!picker.value} onClick={() => moveByWeeks(-1)}>
        -7 days
      </Button>
      <Button disabled={!picker.value} onClick={() => moveByWeeks(1)}>
        +7 days
      </Button>
      <Button onClick={picker.clearValue}>Clear</Button>
      <Button variant="contained" onClick={picker.acceptValueChanges}>
        Book
      </Button>
    </DialogActions>
  );
}

export default function WeekStepActionBarPicker() {
  const [booked, setBooked] = React.useState<Dayjs | null>(null);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1}>
        <StaticDatePicker
          defaultValue={dayjs('2026-03-11')}
          onAccept={setBooked}
          slots={{ actionBar: WeekStepActionBar }}
          slotProps={{ toolbar: { hidden: true } }}
        />
        <Typography variant="body2">
          Booked: {booked ? booked.format('dddd D MMMM YYYY') : 'nothing yet'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
