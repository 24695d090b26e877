import dayjs, { type Dayjs } from 'dayjs';
import Divider from '@mui/material/Divider';
import Box from '@mui/material/Box';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import {
  PickersLayoutContentWrapper,
  PickersLayoutRoot,
  pickersLayoutClasses,
  usePickerLayout,
  type PickersLayoutProps,
} from '@mui/x-date-pickers/PickersLayout';

function SideActionsLayout(props: PickersLayoutProps<Dayjs | null>) {
  const { toolbar, content, actionBar, shortcuts, ownerState } =
    usePickerLayout(props);
  return (
    <PickersLayoutRoot
      ownerState={ownerState}
      sx={{ display: 'flex', flexDirection: 'row', alignItems: 'stretch' }}
    >
      <Box
        sx={{
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          bgcolor: 'action.hover',
        }}
      >
        {toolbar}
        {shortcuts}
        {actionBar}
      </Box>
      <Divider orientation="vertical" flexItem />
      <PickersLayoutContentWrapper
        className={pickersLayoutClasses.contentWrapper}
        ownerState={ownerState}
      >
        {content}
      </PickersLayoutContentWrapper>
    </PickersLayoutRoot>
  );
}

export default function CustomLayoutPicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        defaultValue={dayjs('2026-03-14')}
        slots={{ layout: SideActionsLayout }}
        slotProps={{
          actionBar: {
            actions: ['clear', 'accept'],
            sx: { flexDirection: 'column', alignItems: 'stretch', gap: 1 },
          },
        }}
      />
    </LocalizationProvider>
  );
}
