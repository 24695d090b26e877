import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

// Vintages of a wine list: recent years matter most, so they come first.
const latestVintage = dayjs('2024-01-01');

export default function YearListOptions() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack
        direction="row"
        spacing={3}
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}
      >
        <StaticDatePicker
          views={['year']}
          defaultValue={dayjs('2019-01-01')}
          minDate={dayjs('1995-01-01')}
          maxDate={latestVintage}
          yearsOrder="desc"
          yearsPerRow={3}
          slotProps={{ actionBar: { actions: [] }, toolbar: { hidden: true } }}
        />
        <DatePicker
          label="Card expiry"
          views={['month', 'year']}
          openTo="month"
          format="MM/YY"
          defaultValue={dayjs('2028-09-01')}
          minDate={dayjs('2026-03-01')}
          maxDate={dayjs('2036-12-31')}
          yearsPerRow={4}
        />
      </Stack>
    </LocalizationProvider>
  );
}
