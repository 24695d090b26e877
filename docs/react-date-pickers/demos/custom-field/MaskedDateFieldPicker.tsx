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
  DatePicker,
  type DatePickerFieldProps,
} from '@mui/x-date-pickers/DatePicker';
import { usePickerAdapter, usePickerContext } from '@mui/x-date-pickers/hooks';

const FORMAT = 'DD/MM/YYYY';

const CalendarIcon = createSvgIcon(
  <path d="M7 2v2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2h-2V2h-2v2H9V2zM5 9h14v11H5z" />,
  'Calendar',
);

/** Keeps the digits and writes the slashes of DD/MM/YYYY between them. */
function maskDigits(text: string) {
  const digits = text.replace(/\D/g, '').slice(0, 8);
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)]
    .filter(Boolean)
    .join('/');
}

function MaskedDateField(props: DatePickerFieldProps) {
  const { rootRef, triggerRef, ...picker } = usePickerContext<Dayjs | null>();
  const adapter = usePickerAdapter();
  const valueText = picker.value?.format(FORMAT) ?? '';
  const [text, setText] = React.useState(valueText);

  // When the value changes elsewhere (a day picked in the calendar), show it.
  const [shownValueText, setShownValueText] = React.useState(valueText);
  if (shownValueText !== valueText) {
    setShownValueText(valueText);
    setText(valueText);
  }

  const handleChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    const masked = maskDigits(event.target.value);
    setText(masked);
    if (masked === '') {
      picker.setValue(null);
    } else if (masked.length === FORMAT.length) {
      const parsed = adapter.parse(masked, FORMAT);
      if (parsed && adapter.isValid(parsed)) {
        picker.setValue(parsed);
      }
    }
  };

  const isIncomplete = text !== '' && text.length < FORMAT.length;
  return (
    <TextField
      id={props.id}
      ref={rootRef}
      label={picker.label}
      className={picker.rootClassName}
      sx={picker.rootSx}
      value={text}
      onChange={handleChange}
      placeholder={FORMAT}
      helperText={isIncomplete ? 'Keep typing: DD/MM/YYYY' : ' '}
      disabled={picker.disabled}
      slotProps={{
        htmlInput: { inputMode: 'numeric' },
        input: {
          ref: triggerRef,
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label="Choose date"
                edge="end"
                disabled={picker.triggerStatus !== 'enabled'}
                onClick={() => picker.setOpen((previous) => !previous)}
              >
                <CalendarIcon />
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

export default function MaskedDateFieldPicker() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2026-03-14'));
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <DatePicker
          label="Date of birth"
          value={value}
          onChange={setValue}
          slots={{ field: MaskedDateField }}
        />
        <Typography variant="body2">
          Value: {value ? value.format('YYYY-MM-DD') : 'none'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
