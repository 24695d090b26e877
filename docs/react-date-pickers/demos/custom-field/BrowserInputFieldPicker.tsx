import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForkRef } from '@mui/material/utils';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import {
  DatePicker,
  type DatePickerFieldProps,
} from '@mui/x-date-pickers/DatePicker';
import {
  useParsedFormat,
  usePickerAdapter,
  usePickerContext,
} from '@mui/x-date-pickers/hooks';

const FORMAT = 'DD/MM/YYYY';

function PlainInputField(props: DatePickerFieldProps) {
  const picker = usePickerContext<Dayjs | null>();
  const adapter = usePickerAdapter();
  const placeholder = useParsedFormat({ format: FORMAT });
  const ref = useForkRef(picker.triggerRef, picker.rootRef);
  const valueText = picker.value ? adapter.formatByString(picker.value, FORMAT) : '';
  const [text, setText] = React.useState(valueText);

  // When the value changes elsewhere (a day picked in the calendar), show it.
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
    const parsed = adapter.parse(event.target.value, FORMAT);
    // Only publish complete, existing dates; keep the text while people type.
    if (parsed && adapter.isValid(parsed)) {
      picker.setValue(parsed);
    }
  };

  return (
    <div
      ref={ref}
      className={picker.rootClassName}
      style={{ display: 'flex', gap: 4 }}
    >
      <input
        id={props.id}
        value={text}
        onChange={handleChange}
        placeholder={placeholder}
        aria-label={typeof picker.label === 'string' ? picker.label : undefined}
        disabled={picker.disabled}
        style={{ font: 'inherit', padding: '6px 8px' }}
      />
      <button type="button" onClick={() => picker.setOpen((previous) => !previous)}>
        Calendar
      </button>
    </div>
  );
}

export default function BrowserInputFieldPicker() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2026-03-14'));
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <DatePicker
          label="Invoice date"
          value={value}
          onChange={setValue}
          slots={{ field: PlainInputField }}
        />
        <Typography variant="body2">
          Value: {value ? value.format('YYYY-MM-DD') : 'none'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
