import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';

function describe(value: Dayjs | null) {
  if (value === null) {
    return {
      label: 'null',
      detail: 'No date: the field is empty, or at least one of its sections is.',
    };
  }
  if (!value.isValid()) {
    return {
      label: 'invalid Dayjs',
      detail: 'A Dayjs object whose isValid() is false.',
    };
  }
  return {
    label: 'valid Dayjs',
    detail: `value.format('dddd D MMMM YYYY') = ${value.format('dddd D MMMM YYYY')}`,
  };
}

// Clear one section with Backspace, make it 02/31/2026, or clear the whole field.
export default function ValueStates() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2026-03-14'));
  const state = describe(value);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <DateField
          label="Harvest date"
          value={value}
          onChange={setValue}
          clearable
        />
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="body2">value is</Typography>
          <Chip size="small" label={state.label} />
        </Stack>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {state.detail}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
