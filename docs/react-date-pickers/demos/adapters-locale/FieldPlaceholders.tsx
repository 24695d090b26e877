import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';
import type { PickersInputLocaleText } from '@mui/x-date-pickers/locales';

// Each function receives the section's format and returns the text of the empty section.
const wordPlaceholders: PickersInputLocaleText = {
  fieldDayPlaceholder: () => 'day',
  fieldMonthPlaceholder: ({ contentType }) =>
    contentType === 'letter' ? 'month' : 'mm',
  fieldYearPlaceholder: ({ digitAmount }) => 'y'.repeat(digitAmount),
};

// A label that stays above the field lets the placeholders show before the field has focus.
const labelAbove = { shrink: true };

export default function FieldPlaceholders() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <DateField
          label="Default placeholders"
          InputLabelProps={labelAbove}
          format="D MMMM YYYY"
        />
        <LocalizationProvider localeText={wordPlaceholders}>
          <DateField
            label="Your own placeholders"
            InputLabelProps={labelAbove}
            format="D MMMM YYYY"
          />
          <DateField
            label="Numeric month"
            InputLabelProps={labelAbove}
            format="DD/MM/YYYY"
          />
        </LocalizationProvider>
      </Stack>
    </LocalizationProvider>
  );
}
