import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForkRef } from '@mui/material/utils';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateRangeIcon } from '@mui/x-date-pickers/icons';
import { usePickerContext } from '@mui/x-date-pickers/hooks';
import {
  DateRangePicker,
  type DateRangePickerFieldProps,
} from '@mui/x-date-pickers-pro/DateRangePicker';
import { unstable_useSingleInputDateRangeField as useSingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import type { DateRange, FieldType } from '@mui/x-date-pickers-pro/models';

// Besides these props, the picker passes the `slots` and `slotProps` of its default field.
type NativeRangeInputProps = DateRangePickerFieldProps & {
  slots?: object;
  slotProps?: object;
};

function NativeRangeInput(props: NativeRangeInputProps) {
  // This field renders its own parts: keep `slots` and `slotProps` off the DOM.
  const { slots, slotProps, ...fieldProps } = props;
  const picker = usePickerContext<DateRange<Dayjs>>();
  const containerRef = useForkRef(picker.triggerRef, picker.rootRef);
  // `false` makes the hook return the props of one `<input>` holding the whole text.
  const nativeInputProps = {
    ...fieldProps,
    enableAccessibleFieldDOMStructure: false as const,
  };
  const {
    // Props for a Material UI text field that a native input has no use for.
    clearable,
    onClear,
    openPickerAriaLabel,
    enableAccessibleFieldDOMStructure,
    focused,
    error,
    inputRef,
    ...inputProps
  } = useSingleInputDateRangeField<false, typeof nativeInputProps>(nativeInputProps);

  return (
    <div
      ref={containerRef}
      className={picker.rootClassName}
      style={{ display: 'flex', gap: 4, alignItems: 'center' }}
    >
      <input
        {...inputProps}
        ref={inputRef}
        aria-label={typeof picker.label === 'string' ? picker.label : undefined}
        style={{
          font: 'inherit',
          padding: '6px 8px',
          width: '24ch',
          borderColor: error ? 'crimson' : undefined,
        }}
      />
      <button
        type="button"
        aria-label={openPickerAriaLabel}
        disabled={picker.triggerStatus !== 'enabled'}
        onClick={() => picker.setOpen((previous) => !previous)}
      >
        <DateRangeIcon fontSize="small" />
      </button>
    </div>
  );
}

NativeRangeInput.fieldType = 'single-input' satisfies FieldType;

export default function BrowserInputRangeField() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([
    dayjs('2026-04-06'),
    dayjs('2026-04-10'),
  ]);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <DateRangePicker
          label="Audit window"
          value={value}
          onChange={setValue}
          enableAccessibleFieldDOMStructure={false}
          slots={{ field: NativeRangeInput }}
        />
        <Typography variant="body2">
          {value.map((date) => date?.format('YYYY-MM-DD') ?? 'empty').join(' → ')}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
