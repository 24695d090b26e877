import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';

const invoiceDate = dayjs('2026-03-04');

export default function LeadingZerosFormat() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <DateField
          label='format="D/M/YYYY"'
          format="D/M/YYYY"
          defaultValue={invoiceDate}
        />
        <DateField
          label="and shouldRespectLeadingZeros"
          format="D/M/YYYY"
          shouldRespectLeadingZeros
          defaultValue={invoiceDate}
        />
      </Stack>
    </LocalizationProvider>
  );
}
