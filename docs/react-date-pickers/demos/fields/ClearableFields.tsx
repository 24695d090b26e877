import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';
import { TimeField } from '@mui/x-date-pickers/TimeField';

export default function ClearableFields() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2026-03-14T18:30'));
  const [clears, setClears] = React.useState(0);
  const handleClear = () => setClears((count) => count + 1);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <DateField
            label="Concert day"
            value={value}
            onChange={setValue}
            clearable
            onClear={handleClear}
          />
          <TimeField
            label="Doors open"
            value={value}
            onChange={setValue}
            clearable
            clearButtonPosition="start"
            onClear={handleClear}
          />
        </Stack>
        <Typography variant="body2">
          Value: {value ? value.format('YYYY-MM-DD HH:mm') : 'null'} · cleared{' '}
          {clears} time{clears === 1 ? '' : 's'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
