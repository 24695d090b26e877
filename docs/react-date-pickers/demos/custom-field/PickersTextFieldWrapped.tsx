import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { createSvgIcon } from '@mui/material/utils';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import {
  DatePicker,
  type DatePickerFieldProps,
} from '@mui/x-date-pickers/DatePicker';
import { unstable_useDateField as useDateField } from '@mui/x-date-pickers/DateField';
import { PickersTextField } from '@mui/x-date-pickers/PickersTextField';
import { usePickerContext } from '@mui/x-date-pickers/hooks';

const CalendarIcon = createSvgIcon(
  <path d="M7 2v2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2h-2V2h-2v2H9V2zM5 9h14v11H5z" />,
  'Calendar',
);

// Besides these props, the picker passes the `slots` and `slotProps` of its default field.
type TodayShortcutFieldProps = DatePickerFieldProps & {
  slots?: object;
  slotProps?: object;
};

function TodayShortcutField(props: TodayShortcutFieldProps) {
  // This field renders its own parts: keep `slots` and `slotProps` off the DOM.
  const { slots, slotProps, ...fieldProps } = props;
  const { rootRef, triggerRef, ...picker } = usePickerContext<Dayjs | null>();
  const {
    // The two buttons below replace the default clear and open buttons.
    clearable,
    onClear,
    openPickerAriaLabel,
    enableAccessibleFieldDOMStructure,
    readOnly,
    ...textFieldProps
  } = useDateField<true, typeof fieldProps>(fieldProps);

  return (
    <PickersTextField
      {...textFieldProps}
      ref={rootRef}
      label={picker.label}
      className={picker.rootClassName}
      sx={picker.rootSx}
      InputProps={{
        ref: triggerRef,
        readOnly,
        endAdornment: (
          <InputAdornment position="end">
            <Button
              size="small"
              disabled={readOnly || textFieldProps.disabled}
              onClick={() => picker.setValueToToday()}
            >
              Today
            </Button>
            <IconButton
              aria-label={openPickerAriaLabel}
              edge="end"
              disabled={picker.triggerStatus !== 'enabled'}
              onClick={() => picker.setOpen((previous) => !previous)}
            >
              <CalendarIcon />
            </IconButton>
          </InputAdornment>
        ),
      }}
    />
  );
}

export default function PickersTextFieldWrapped() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2026-03-14'));
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Reading date"
        value={value}
        onChange={setValue}
        slots={{ field: TodayShortcutField }}
      />
    </LocalizationProvider>
  );
}
