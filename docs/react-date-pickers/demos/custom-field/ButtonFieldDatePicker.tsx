import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForkRef } from '@mui/material/utils';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import {
  DatePicker,
  type DatePickerFieldProps,
} from '@mui/x-date-pickers/DatePicker';
import { usePickerContext, useSplitFieldProps } from '@mui/x-date-pickers/hooks';
import { useValidation, validateDate } from '@mui/x-date-pickers/validation';

function ButtonDateField(props: DatePickerFieldProps) {
  const { internalProps, forwardedProps } = useSplitFieldProps(props, 'date');
  // forwardedProps also holds the picker's `slots`, `slotProps` and `inputRef`,
  // meant for a text field: give a button only the id.
  const picker = usePickerContext<Dayjs | null>();
  const ref = useForkRef(picker.triggerRef, picker.rootRef);
  const { hasValidationError } = useValidation({
    validator: validateDate,
    value: picker.value,
    timezone: picker.timezone,
    props: internalProps,
  });
  const text =
    picker.value == null ? 'Pick a date' : picker.value.format('ddd D MMM YYYY');

  return (
    <Button
      id={forwardedProps.id}
      ref={ref}
      variant="outlined"
      color={hasValidationError ? 'error' : 'primary'}
      className={picker.rootClassName}
      sx={picker.rootSx}
      disabled={picker.disabled}
      onClick={() => picker.setOpen((previous) => !previous)}
    >
      {picker.label ? (
        <>
          {picker.label}: {text}
        </>
      ) : (
        text
      )}
    </Button>
  );
}

export default function ButtonFieldDatePicker() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2026-03-14'));
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <DatePicker
          label="Report day"
          value={value}
          onChange={setValue}
          slots={{ field: ButtonDateField }}
        />
        <Typography variant="body2">
          Value: {value ? value.format('YYYY-MM-DD') : 'none'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
