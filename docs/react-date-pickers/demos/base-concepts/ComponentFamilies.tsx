import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function ComponentFamilies() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2026-03-14'));
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack
        direction="row"
        spacing={3}
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}
      >
        <Stack spacing={3}>
          <Box>
            <Typography variant="subtitle2" gutterBottom>
              Field
            </Typography>
            <DateField label="DateField" value={value} onChange={setValue} />
          </Box>
          <Box>
            <Typography variant="subtitle2" gutterBottom>
              Picker (field + view in a popup)
            </Typography>
            <DatePicker label="DatePicker" value={value} onChange={setValue} />
          </Box>
        </Stack>
        <Box>
          <Typography variant="subtitle2">View</Typography>
          <DateCalendar value={value} onChange={setValue} />
        </Box>
      </Stack>
    </LocalizationProvider>
  );
}
