import dayjs from 'dayjs';
import { createSvgIcon } from '@mui/material/utils';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

const ChevronLeftIcon = createSvgIcon(
  <path d="M15.5 5.5 14 4l-8 8 8 8 1.5-1.5L9 12z" />,
  'ChevronLeft',
);
const ChevronRightIcon = createSvgIcon(
  <path d="M8.5 5.5 10 4l8 8-8 8-1.5-1.5L15 12z" />,
  'ChevronRight',
);

export default function TermArrowsCalendar() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar
        defaultValue={dayjs('2026-09-14')}
        minDate={dayjs('2026-09-01')}
        maxDate={dayjs('2026-12-18')}
        slots={{ leftArrowIcon: ChevronLeftIcon, rightArrowIcon: ChevronRightIcon }}
        slotProps={{
          previousIconButton: { size: 'small', color: 'primary' },
          nextIconButton: { size: 'small', color: 'primary' },
        }}
      />
    </LocalizationProvider>
  );
}
