import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';
import type { DatePickerFieldProps } from '@mui/x-date-pickers/DatePicker';
import { usePickerContext } from '@mui/x-date-pickers/hooks';

function ReadOnlyTapField(props: DatePickerFieldProps) {
  const { rootRef, triggerRef, ...picker } = usePickerContext<Dayjs | null>();
  const openPicker = () => {
    if (picker.triggerStatus === 'enabled') {
      picker.setOpen(true);
    }
  };

  return (
    <TextField
      id={props.id}
      ref={rootRef}
      label={picker.label}
      name={picker.name}
      className={picker.rootClassName}
      sx={picker.rootSx}
      value={picker.value?.format(picker.fieldFormat) ?? ''}
      disabled={picker.disabled}
      onClick={openPicker}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          openPicker();
        }
      }}
      slotProps={{
        input: { ref: triggerRef, readOnly: true },
        htmlInput: { 'aria-haspopup': 'dialog' },
      }}
    />
  );
}

// Keyboards type dates quickly on a computer; on a phone a tap on the field opens the dialog instead.
function FieldByVariant(props: DatePickerFieldProps) {
  const { variant } = usePickerContext();
  return variant === 'mobile' ? (
    <ReadOnlyTapField {...props} />
  ) : (
    <DateField {...props} />
  );
}

export default function FieldByVariantPicker() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2026-09-21'));
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DesktopDatePicker
          label="Check-in (desktop)"
          value={value}
          onChange={setValue}
          slots={{ field: FieldByVariant }}
        />
        <MobileDatePicker
          label="Check-in (mobile)"
          value={value}
          onChange={setValue}
          slots={{ field: FieldByVariant }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
