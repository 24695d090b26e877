import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Button from '@mui/material/Button';
import { useForkRef } from '@mui/material/utils';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { usePickerContext, useSplitFieldProps } from '@mui/x-date-pickers/hooks';
import { useValidation } from '@mui/x-date-pickers/validation';
import {
  DateRangePicker,
  type DateRangePickerFieldProps,
} from '@mui/x-date-pickers-pro/DateRangePicker';
import type { DateRange, FieldType } from '@mui/x-date-pickers-pro/models';
import { validateDateRange } from '@mui/x-date-pickers-pro/validation';

function formatRange([start, end]: DateRange<Dayjs>) {
  if (!start && !end) {
    return 'Choose your stay';
  }
  return `${start?.format('D MMM') ?? '…'} – ${end?.format('D MMM YYYY') ?? '…'}`;
}

function StayButtonField(props: DateRangePickerFieldProps) {
  const { internalProps } = useSplitFieldProps(props, 'date');
  const picker = usePickerContext<DateRange<Dayjs>>();
  const ref = useForkRef(picker.triggerRef, picker.rootRef);
  const { hasValidationError } = useValidation({
    validator: validateDateRange,
    value: picker.value,
    timezone: picker.timezone,
    props: internalProps,
  });
  return (
    <Button
      id={props.id}
      ref={ref}
      variant="contained"
      color={hasValidationError ? 'error' : 'primary'}
      className={picker.rootClassName}
      sx={picker.rootSx}
      disabled={picker.disabled}
      onClick={() => picker.setOpen((previous) => !previous)}
    >
      {formatRange(picker.value)}
    </Button>
  );
}

// Tells the range picker that this field renders both dates in one element.
StayButtonField.fieldType = 'single-input' satisfies FieldType;

export default function RangeButtonFieldPicker() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([
    dayjs('2026-03-14'),
    dayjs('2026-03-17'),
  ]);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker
        value={value}
        onChange={setValue}
        minDate={dayjs('2026-03-01')}
        slots={{ field: StayButtonField }}
      />
    </LocalizationProvider>
  );
}
