import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

// A laboratory log writes dates the ISO way, whatever the locale.
const labFormats = {
  keyboardDate: 'YYYY-MM-DD',
  keyboardDateTime12h: 'YYYY-MM-DD hh:mm A',
  normalDateWithWeekday: 'dddd D MMMM',
};

const sampleTaken = dayjs('2026-03-14T16:45');

function Column({ title }: { title: string }) {
  return (
    <Stack spacing={2} sx={{ width: 320 }}>
      <Typography variant="subtitle2">{title}</Typography>
      <DateField label="Sample date" defaultValue={sampleTaken} />
      <DateTimeField label="Sample taken" defaultValue={sampleTaken} />
      <StaticDatePicker
        defaultValue={sampleTaken}
        slotProps={{ actionBar: { actions: [] } }}
      />
    </Stack>
  );
}

export default function LabLogDateFormats() {
  return (
    <Box
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, justifyContent: 'center' }}
    >
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <Column title="Default formats (en)" />
      </LocalizationProvider>
      <LocalizationProvider dateAdapter={AdapterDayjs} dateFormats={labFormats}>
        <Column title="dateFormats overridden" />
      </LocalizationProvider>
    </Box>
  );
}
