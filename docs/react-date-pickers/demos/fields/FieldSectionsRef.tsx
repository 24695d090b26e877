import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';
import type { FieldRef } from '@mui/x-date-pickers/models';

export default function FieldSectionsRef() {
  const fieldRef = React.useRef<FieldRef<Dayjs | null>>(null);
  const [sections, setSections] = React.useState('Click a button');
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <DateField
          label="Due date"
          defaultValue={dayjs('2026-03-14')}
          unstableFieldRef={fieldRef}
        />
        <Stack direction="row" spacing={1}>
          <Button
            variant="outlined"
            onClick={() => fieldRef.current?.focusField('year')}
          >
            Focus the year
          </Button>
          <Button
            variant="outlined"
            onClick={() =>
              setSections(
                (fieldRef.current?.getSections() ?? [])
                  .map((section) => `${section.type}=${section.value || '(empty)'}`)
                  .join(', '),
              )
            }
          >
            List sections
          </Button>
        </Stack>
        <Typography variant="body2">{sections}</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
