import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { createSvgIcon } from '@mui/material/utils';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import {
  TimePicker,
  type TimePickerFieldProps,
} from '@mui/x-date-pickers/TimePicker';
import {
  useParsedFormat,
  usePickerAdapter,
  usePickerContext,
  useSplitFieldProps,
} from '@mui/x-date-pickers/hooks';
import type { TimeValidationError } from '@mui/x-date-pickers/models';
import { useValidation, validateTime } from '@mui/x-date-pickers/validation';

const ClockIcon = createSvgIcon(
  <path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20m0 18a8 8 0 1 1 0-16 8 8 0 0 1 0 16m.5-13H11v6l5.2 3.2.8-1.3-4.5-2.7z" />,
  'Clock',
);

const errorMessages: Partial<Record<NonNullable<TimeValidationError>, string>> = {
  minTime: 'The workshop opens at 08:00',
  maxTime: 'The last slot starts at 17:30',
  minutesStep: 'Slots start on the quarter hour',
};

// 1. Type the props with the field props of the picker.
function TypedTimeField(props: TimePickerFieldProps) {
  // 2. Keep the validation props (minTime, maxTime, minutesStep…) apart.
  const { internalProps, forwardedProps } = useSplitFieldProps(props, 'time');
  const { rootRef, triggerRef, ...picker } = usePickerContext<Dayjs | null>();
  const adapter = usePickerAdapter();
  // 3. Validate the value with the validator of its type.
  const { validationError } = useValidation({
    validator: validateTime,
    value: picker.value,
    timezone: picker.timezone,
    props: internalProps,
  });
  // 4. Describe the format for people: "hh:mm" for "HH:mm".
  const placeholder = useParsedFormat();

  const valueText = picker.value?.format(picker.fieldFormat) ?? '';
  const [text, setText] = React.useState(valueText);
  const [shownValueText, setShownValueText] = React.useState(valueText);
  if (shownValueText !== valueText) {
    setShownValueText(valueText);
    setText(valueText);
  }

  const handleChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    setText(event.target.value);
    if (event.target.value === '') {
      picker.setValue(null);
      return;
    }
    const parsed = adapter.parse(event.target.value, picker.fieldFormat);
    if (parsed && adapter.isValid(parsed)) {
      picker.setValue(parsed);
    }
  };

  const isUnreadable = text !== '' && text !== valueText;
  let helperText = `Format: ${placeholder}`;
  if (isUnreadable) {
    helperText = `Not a time yet: type ${placeholder}`;
  } else if (validationError) {
    helperText = errorMessages[validationError] ?? 'This time cannot be booked';
  }

  // 5. Spread only what your element understands: here the id.
  return (
    <TextField
      id={forwardedProps.id}
      ref={rootRef}
      label={picker.label}
      className={picker.rootClassName}
      sx={picker.rootSx}
      value={text}
      onChange={handleChange}
      placeholder={placeholder}
      error={isUnreadable || validationError !== null}
      helperText={helperText}
      disabled={picker.disabled}
      slotProps={{
        input: {
          ref: triggerRef,
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label="Choose time"
                edge="end"
                disabled={picker.triggerStatus !== 'enabled'}
                onClick={() => picker.setOpen((previous) => !previous)}
              >
                <ClockIcon />
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

export default function TypedTimeFieldPicker() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2026-03-14T09:30'));
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        {/* 6. Pass the field to the picker: the limits reach it as props. */}
        <TimePicker
          label="Workshop slot"
          ampm={false}
          minTime={dayjs('2026-03-14T08:00')}
          maxTime={dayjs('2026-03-14T17:30')}
          minutesStep={15}
          value={value}
          onChange={setValue}
          slots={{ field: TypedTimeField }}
        />
        <Typography variant="body2">
          Value: {value ? value.format('HH:mm') : 'none'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
