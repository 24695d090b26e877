import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';

// House style of a shipping company: lower-case placeholders and plain button labels.
// Every key not listed here keeps its English default.
const houseStyle = {
  fieldDayPlaceholder: () => 'dd',
  fieldMonthPlaceholder: () => 'mm',
  fieldYearPlaceholder: () => 'yyyy',
  cancelButtonLabel: 'Keep the old date',
  okButtonLabel: 'Confirm',
  datePickerToolbarTitle: 'Shipping day',
};

export default function ShippingLocaleText() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} localeText={houseStyle}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <DateField label="Empty field" />
        <MobileDatePicker label="Shipping day" defaultValue={dayjs('2026-03-14')} />
        <MobileDatePicker
          label="Return pick-up"
          defaultValue={dayjs('2026-03-21')}
          localeText={{ toolbarTitle: 'Pick-up day', okButtonLabel: 'Book pick-up' }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
