import dayjs from 'dayjs';
import Button from '@mui/material/Button';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { YearCalendar } from '@mui/x-date-pickers/YearCalendar';

interface PillYearButtonProps extends Omit<
  React.ComponentPropsWithRef<'button'>,
  'color'
> {
  // The calendar passes its owner state; this button only needs the selection.
  ownerState: { isYearSelected: boolean };
}

function PillYearButton({ ownerState, ...buttonProps }: PillYearButtonProps) {
  return (
    <Button
      {...buttonProps}
      variant={ownerState.isYearSelected ? 'contained' : 'text'}
      sx={{ borderRadius: 4, minWidth: 72 }}
    />
  );
}

export default function PillYearButtons() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <YearCalendar
        defaultValue={dayjs('2026-01-01')}
        minDate={dayjs('2020-01-01')}
        maxDate={dayjs('2031-12-31')}
        slots={{ yearButton: PillYearButton }}
      />
    </LocalizationProvider>
  );
}
