import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Autocomplete from '@mui/material/Autocomplete';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { createSvgIcon, useForkRef } from '@mui/material/utils';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import {
  DatePicker,
  type DatePickerFieldProps,
} from '@mui/x-date-pickers/DatePicker';
import { usePickerContext } from '@mui/x-date-pickers/hooks';

const CalendarIcon = createSvgIcon(
  <path d="M19 4h-1V2h-2v2H8V2H6v2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2zm0 16H5V9h14v11z" />,
  'Calendar',
);

// The days the van delivers to this postcode.
const deliveryDays = [
  '2026-03-16',
  '2026-03-18',
  '2026-03-20',
  '2026-03-23',
  '2026-03-25',
  '2026-03-27',
].map((day) => dayjs(day));

const isDeliveryDay = (date: Dayjs) =>
  deliveryDays.some((day) => day.isSame(date, 'day'));

function DeliveryDayField(props: DatePickerFieldProps) {
  const picker = usePickerContext<Dayjs | null>();
  const ref = useForkRef(picker.triggerRef, picker.rootRef);
  return (
    <Autocomplete
      id={props.id}
      ref={ref}
      className={picker.rootClassName}
      sx={picker.rootSx}
      options={deliveryDays}
      value={picker.value}
      onChange={(_event, newValue) => picker.setValue(newValue)}
      getOptionLabel={(option) => option.format('dddd D MMMM')}
      isOptionEqualToValue={(option, value) => option.isSame(value, 'day')}
      disabled={picker.disabled}
      renderInput={(params) => (
        <TextField
          {...params}
          label={picker.label}
          sx={{ width: 300 }}
          slotProps={{
            input: {
              ...params.InputProps,
              startAdornment: (
                <InputAdornment position="start">
                  <IconButton
                    edge="start"
                    aria-label="Open the calendar"
                    onClick={() => picker.setOpen((previous) => !previous)}
                  >
                    <CalendarIcon />
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
        />
      )}
    />
  );
}

export default function AutocompleteFieldPicker() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2026-03-18'));
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Delivery day"
        value={value}
        onChange={setValue}
        referenceDate={dayjs('2026-03-14')}
        shouldDisableDate={(date) => !isDeliveryDay(date)}
        slots={{ field: DeliveryDayField }}
      />
    </LocalizationProvider>
  );
}
