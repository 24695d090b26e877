import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import InputAdornment from '@mui/material/InputAdornment';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useForkRef } from '@mui/material/utils';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import {
  DatePicker,
  type DatePickerFieldProps,
} from '@mui/x-date-pickers/DatePicker';
import { usePickerAdapter, usePickerContext } from '@mui/x-date-pickers/hooks';

// The format the field shows, then every format it accepts (Day.js tokens), day first.
const DISPLAY_FORMAT = 'DD/MM/YYYY';
const ACCEPTED_FORMATS = [
  DISPLAY_FORMAT,
  'D/M/YYYY',
  'YYYY-MM-DD',
  'DD.MM.YYYY',
  'D MMM YYYY',
  'D MMMM YYYY',
];

function SeveralFormatsDateField(props: DatePickerFieldProps) {
  const picker = usePickerContext<Dayjs | null>();
  const adapter = usePickerAdapter();
  const ref = useForkRef(picker.triggerRef, picker.rootRef);
  const valueText = picker.value?.isValid()
    ? picker.value.format(DISPLAY_FORMAT)
    : '';
  const [text, setText] = React.useState(valueText);
  const [refused, setRefused] = React.useState(false);

  // A day picked in the calendar replaces the text.
  const [shownValueText, setShownValueText] = React.useState(valueText);
  if (shownValueText !== valueText) {
    setShownValueText(valueText);
    setText(valueText);
  }

  const commit = () => {
    const trimmed = text.trim();
    if (trimmed === '') {
      setRefused(false);
      picker.setValue(null);
      return;
    }
    // The first format that reads the whole text as an existing date wins.
    const parsed = ACCEPTED_FORMATS.map((format) =>
      adapter.parse(trimmed, format),
    ).find((date) => date !== null && adapter.isValid(date));
    setRefused(parsed === undefined);
    if (parsed) {
      picker.setValue(parsed);
      setText(parsed.format(DISPLAY_FORMAT));
    }
  };

  return (
    <TextField
      ref={ref}
      id={props.id}
      className={picker.rootClassName}
      label={picker.label}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          commit();
        }
      }}
      error={refused}
      helperText={refused ? 'Not a date: try 25/12/2026 or 2026-12-25' : ' '}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                edge="end"
                aria-label="Choose date"
                onClick={() => picker.setOpen((previous) => !previous)}
              >
                <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
                  <path
                    fill="currentColor"
                    d="M7 2h2v2h6V2h2v2h3v18H4V4h3V2zm11 8H6v10h12V10z"
                  />
                </svg>
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

export default function SeveralFormatsField() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2026-06-30'));
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <DatePicker
          label="Payment date"
          value={value}
          onChange={setValue}
          slots={{ field: SeveralFormatsDateField }}
        />
        <Typography variant="body2">
          Value: {value?.isValid() ? value.format('YYYY-MM-DD') : 'none'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
