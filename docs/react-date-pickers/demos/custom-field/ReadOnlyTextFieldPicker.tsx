import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';
import type { DatePickerFieldProps } from '@mui/x-date-pickers/DatePicker';
import { usePickerContext } from '@mui/x-date-pickers/hooks';

function TapToPickField(props: DatePickerFieldProps) {
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
      placeholder="Tap to choose"
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

export default function ReadOnlyTextFieldPicker() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2026-05-04'));
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DesktopDatePicker
          label="Desktop"
          value={value}
          onChange={setValue}
          slots={{ field: TapToPickField }}
        />
        <MobileDatePicker
          label="Mobile"
          value={value}
          onChange={setValue}
          slots={{ field: TapToPickField }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
