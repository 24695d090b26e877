import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import InputAdornment, {
  type InputAdornmentProps,
} from '@mui/material/InputAdornment';
import SvgIcon from '@mui/material/SvgIcon';
import Tooltip from '@mui/material/Tooltip';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { DateValidationError } from '@mui/x-date-pickers/models';

const firstDay = dayjs('2026-06-01');
const lastDay = dayjs('2026-06-30');

const messages: Record<NonNullable<DateValidationError>, string> = {
  invalidDate: 'This is not a complete date',
  minDate: 'Deliveries start on 1 June',
  maxDate: 'Deliveries end on 30 June',
  disablePast: 'This date is in the past',
  disableFuture: 'This date is in the future',
  shouldDisableDate: 'No deliveries at weekends',
  shouldDisableMonth: 'This month is not available',
  shouldDisableYear: 'This year is not available',
};

// The picker hands the adornment its buttons as children; the message comes from the picker's `onError`.
const WarningContext = React.createContext<string | null>(null);

function AdornmentWithWarning({ children, ...other }: InputAdornmentProps) {
  const warning = React.useContext(WarningContext);
  return (
    <InputAdornment {...other}>
      {warning && (
        <Tooltip title={warning}>
          <SvgIcon color="error" fontSize="small" titleAccess={warning}>
            <path d="M1 21h22L12 2 1 21zm12-3h-2v-2h2v2zm0-4h-2v-4h2v4z" />
          </SvgIcon>
        </Tooltip>
      )}
      {children}
    </InputAdornment>
  );
}

const isWeekend = (date: Dayjs) => date.day() === 0 || date.day() === 6;

export default function InvalidDateWarning() {
  const [error, setError] = React.useState<DateValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <WarningContext.Provider value={error ? messages[error] : null}>
        <DatePicker
          label="Delivery day"
          defaultValue={dayjs('2026-06-10')}
          minDate={firstDay}
          maxDate={lastDay}
          shouldDisableDate={isWeekend}
          onError={setError}
          slots={{ inputAdornment: AdornmentWithWarning }}
        />
      </WarningContext.Provider>
    </LocalizationProvider>
  );
}
