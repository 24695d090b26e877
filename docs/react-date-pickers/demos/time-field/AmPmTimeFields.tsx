import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeField } from '@mui/x-date-pickers/TimeField';

const lastOrders = dayjs('2026-03-14T21:45');

export default function AmPmTimeFields() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <TimeField label="12-hour (ampm)" defaultValue={lastOrders} ampm />
        <TimeField label="24-hour" defaultValue={lastOrders} ampm={false} />
        <TimeField label="Format h:mm a" defaultValue={lastOrders} format="h:mm a" />
      </Stack>
    </LocalizationProvider>
  );
}
