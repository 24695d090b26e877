import dayjs, { type Dayjs } from 'dayjs';
import Alert from '@mui/material/Alert';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import {
  PickersLayoutContentWrapper,
  PickersLayoutRoot,
  pickersLayoutClasses,
  usePickerLayout,
  type PickersLayoutProps,
} from '@mui/x-date-pickers/PickersLayout';

function NoteLayout(props: PickersLayoutProps<Dayjs | null>) {
  const { toolbar, tabs, content, actionBar, ownerState } = usePickerLayout(props);
  return (
    <PickersLayoutRoot ownerState={ownerState} className={pickersLayoutClasses.root}>
      {toolbar}
      <PickersLayoutContentWrapper
        className={pickersLayoutClasses.contentWrapper}
        ownerState={ownerState}
      >
        {tabs}
        {content}
        <Alert severity="info" sx={{ mx: 2, mb: 1 }}>
          The library is closed on public holidays.
        </Alert>
      </PickersLayoutContentWrapper>
      {actionBar}
    </PickersLayoutRoot>
  );
}

export default function LayoutWithNote() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Return the books by"
        defaultValue={dayjs('2026-03-14')}
        slots={{ layout: NoteLayout }}
      />
    </LocalizationProvider>
  );
}
