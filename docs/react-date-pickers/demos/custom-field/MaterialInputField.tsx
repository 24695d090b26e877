import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { styled } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

// Any component built on Material UI's TextField works as long as it renders an <input>.
const TabularTextField = styled(TextField)({
  '& input': { fontVariantNumeric: 'tabular-nums', letterSpacing: '0.06em' },
});

export default function MaterialInputField() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2026-03-14'));
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Meter reading"
        value={value}
        onChange={setValue}
        enableAccessibleFieldDOMStructure={false}
        slots={{ textField: TabularTextField }}
        slotProps={{ textField: { name: 'readingDate' } }}
      />
    </LocalizationProvider>
  );
}
