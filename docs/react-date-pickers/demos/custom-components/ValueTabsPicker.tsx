import dayjs, { type Dayjs } from 'dayjs';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDateTimePicker } from '@mui/x-date-pickers/StaticDateTimePicker';
import type { DateTimePickerTabsProps } from '@mui/x-date-pickers/DateTimePicker';
import { usePickerContext } from '@mui/x-date-pickers/hooks';

const dateViews = ['year', 'month', 'day'];

function ValueTabs(props: DateTimePickerTabsProps) {
  const picker = usePickerContext<Dayjs | null>();
  if (props.hidden || picker.view == null) {
    return null;
  }
  const tab = dateViews.includes(picker.view) ? 'date' : 'time';
  return (
    <ToggleButtonGroup
      className={props.className}
      exclusive
      fullWidth
      size="small"
      value={tab}
      onChange={(_event, nextTab: 'date' | 'time' | null) => {
        if (nextTab) {
          picker.setView(nextTab === 'date' ? 'day' : 'hours');
        }
      }}
      sx={{ px: 2, pt: 1 }}
    >
      <ToggleButton value="date">
        {picker.value ? picker.value.format('ddd D MMM') : 'Date'}
      </ToggleButton>
      <ToggleButton value="time">
        {picker.value ? picker.value.format('HH:mm') : 'Time'}
      </ToggleButton>
    </ToggleButtonGroup>
  );
}

export default function ValueTabsPicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDateTimePicker
        defaultValue={dayjs('2026-03-14T09:30')}
        ampm={false}
        slots={{ tabs: ValueTabs }}
        slotProps={{ toolbar: { hidden: true } }}
      />
    </LocalizationProvider>
  );
}
