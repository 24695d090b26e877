import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';
import type { FieldRef, FieldSelectedSections } from '@mui/x-date-pickers/models';

export default function HandoverSections() {
  const fieldRef = React.useRef<FieldRef<Dayjs | null>>(null);
  const [selected, setSelected] = React.useState('none');

  const handleSelectedSectionsChange = (sections: FieldSelectedSections) => {
    if (typeof sections === 'number') {
      const section = fieldRef.current?.getSections()[sections];
      setSelected(section ? `${section.type} (index ${sections})` : 'none');
    } else {
      setSelected(sections ?? 'none');
    }
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <DateTimeField
          label="Night shift handover"
          defaultValue={dayjs('2026-01-19T22:30')}
          unstableFieldRef={fieldRef}
          onSelectedSectionsChange={handleSelectedSectionsChange}
        />
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            size="small"
            onClick={() => fieldRef.current?.focusField('day')}
          >
            Edit the day
          </Button>
          <Button
            variant="outlined"
            size="small"
            onClick={() => fieldRef.current?.focusField('hours')}
          >
            Edit the time
          </Button>
        </Stack>
        <Typography variant="body2">Selected section: {selected}</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
