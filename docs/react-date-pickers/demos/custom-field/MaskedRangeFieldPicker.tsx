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
  usePickerAdapter,
  usePickerContext,
  useSplitFieldProps,
} from '@mui/x-date-pickers/hooks';
import { useValidation } from '@mui/x-date-pickers/validation';
import {
  DateRangePicker,
  type DateRangePickerFieldProps,
} from '@mui/x-date-pickers-pro/DateRangePicker';
import type { DateRange, FieldType } from '@mui/x-date-pickers-pro/models';
import { validateDateRange } from '@mui/x-date-pickers-pro/validation';

const FORMAT = 'DD/MM/YYYY';
const SEPARATOR = ' – ';
const FULL_LENGTH = FORMAT.length * 2 + SEPARATOR.length;

const CalendarIcon = createSvgIcon(
  <path d="M7 2v2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2h-2V2h-2v2H9V2zM5 9h14v11H5z" />,
  'Calendar',
);

function maskDate(digits: string) {
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4, 8)]
    .filter(Boolean)
    .join('/');
}

/** Keeps 16 digits: the first 8 make the start date, the next 8 the end date. */
function maskRange(text: string) {
  const digits = text.replace(/\D/g, '').slice(0, 16);
  const start = maskDate(digits.slice(0, 8));
  return digits.length > 8
    ? `${start}${SEPARATOR}${maskDate(digits.slice(8))}`
    : start;
}

function formatRange([start, end]: DateRange<Dayjs>) {
  if (!start) {
    return '';
  }
  return end
    ? `${start.format(FORMAT)}${SEPARATOR}${end.format(FORMAT)}`
    : start.format(FORMAT);
}

function MaskedRangeField(props: DateRangePickerFieldProps) {
  const { internalProps } = useSplitFieldProps(props, 'date');
  const { rootRef, triggerRef, ...picker } = usePickerContext<DateRange<Dayjs>>();
  const adapter = usePickerAdapter();
  const { validationError, hasValidationError } = useValidation({
    validator: validateDateRange,
    value: picker.value,
    timezone: picker.timezone,
    props: internalProps,
  });

  const valueText = formatRange(picker.value);
  const [text, setText] = React.useState(valueText);
  // When the range changes elsewhere (days picked in the calendar), show it.
  const [shownValueText, setShownValueText] = React.useState(valueText);
  if (shownValueText !== valueText) {
    setShownValueText(valueText);
    setText(valueText);
  }

  const handleChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    const masked = maskRange(event.target.value);
    setText(masked);
    if (masked === '') {
      picker.setValue([null, null]);
      return;
    }
    if (masked.length < FULL_LENGTH) {
      return;
    }
    const [startText = '', endText = ''] = masked.split(SEPARATOR);
    const start = adapter.parse(startText, FORMAT);
    const end = adapter.parse(endText, FORMAT);
    if (start && end && adapter.isValid(start) && adapter.isValid(end)) {
      picker.setValue([start, end]);
    }
  };

  let helperText = ' ';
  if (text !== '' && text.length < FULL_LENGTH) {
    helperText = 'Type both dates: DD/MM/YYYY – DD/MM/YYYY';
  } else if (validationError[0] === 'invalidRange') {
    helperText = 'The end comes before the start';
  } else if (hasValidationError) {
    helperText = 'A date is outside the allowed range';
  }

  return (
    <TextField
      id={props.id}
      ref={rootRef}
      label={picker.label}
      className={picker.rootClassName}
      sx={picker.rootSx}
      value={text}
      onChange={handleChange}
      placeholder={`${FORMAT}${SEPARATOR}${FORMAT}`}
      error={hasValidationError}
      helperText={helperText}
      disabled={picker.disabled}
      slotProps={{
        input: {
          ref: triggerRef,
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label="Choose dates"
                edge="end"
                disabled={picker.triggerStatus !== 'enabled'}
                onClick={() => picker.setOpen((previous) => !previous)}
              >
                <CalendarIcon />
              </IconButton>
            </InputAdornment>
          ),
        },
        htmlInput: { inputMode: 'numeric' },
      }}
    />
  );
}

// Tells the range picker that this field holds both dates in one input.
MaskedRangeField.fieldType = 'single-input' satisfies FieldType;

export default function MaskedRangeFieldPicker() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([
    dayjs('2026-07-10'),
    dayjs('2026-07-14'),
  ]);
  const [start, end] = value;
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <DateRangePicker
          label="Nights at the campsite"
          value={value}
          onChange={setValue}
          slots={{ field: MaskedRangeField }}
          sx={{ width: 300, maxWidth: '100%' }}
        />
        <Typography variant="body2">
          Value: {start?.format('YYYY-MM-DD') ?? 'none'} to{' '}
          {end?.format('YYYY-MM-DD') ?? 'none'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
