import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DigitalClockItem,
  type DigitalClockItemProps,
} from '@mui/x-date-pickers/DigitalClock';
import { usePickerContext } from '@mui/x-date-pickers/hooks';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';
import { usePickerRangePositionContext } from '@mui/x-date-pickers-pro/hooks';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

function formatLength(minutes: number) {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) {
    return `${rest} min`;
  }
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

// Each option of the end time's list says how long the meeting would last.
function LengthClockItem(props: DigitalClockItemProps) {
  const { itemValue, formattedValue } = props;
  const { value } = usePickerContext<DateRange<Dayjs>>();
  const { rangePosition } = usePickerRangePositionContext();
  const start = value[0];

  let length: string | null = null;
  if (rangePosition === 'end' && start?.isValid() && itemValue.isAfter(start)) {
    length = formatLength(itemValue.diff(start, 'minute'));
  }

  return (
    <DigitalClockItem {...props}>
      {formattedValue}
      {length && (
        <Typography
          component="span"
          variant="body2"
          // On the selected option, the colour of its text.
          sx={{
            color: props.selected ? 'inherit' : 'text.secondary',
            marginInlineStart: 1,
          }}
        >
          ({length})
        </Typography>
      )}
    </DigitalClockItem>
  );
}

export default function MeetingLengthTimeRange() {
  const [meeting, setMeeting] = React.useState<DateRange<Dayjs>>([
    dayjs('2026-03-10T09:30'),
    dayjs('2026-03-10T10:30'),
  ]);
  const [start, end] = meeting;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <TimeRangePicker
          label="Meeting"
          value={meeting}
          onChange={setMeeting}
          ampm={false}
          timeSteps={{ minutes: 30 }}
          // 48 half hours: a single list rather than one column per unit.
          thresholdToRenderTimeInASingleColumn={48}
          slots={{ digitalClockItem: LengthClockItem }}
        />
        <Typography variant="body2">
          {start?.isValid() && end?.isValid() && end.isAfter(start)
            ? `Booked for ${formatLength(end.diff(start, 'minute'))}`
            : 'Pick a start and an end'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
