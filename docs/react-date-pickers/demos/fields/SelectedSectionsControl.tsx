import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';
import type {
  FieldRef,
  FieldSectionType,
  FieldSelectedSections,
} from '@mui/x-date-pickers/models';

const targets: FieldSectionType[] = ['day', 'month', 'hours', 'minutes'];

export default function SelectedSectionsControl() {
  const fieldRef = React.useRef<FieldRef<Dayjs | null>>(null);
  const [selected, setSelected] = React.useState<FieldSelectedSections>(null);

  const [label, setLabel] = React.useState('No section selected');

  const handleSelectedSectionsChange = (next: FieldSelectedSections) => {
    setSelected(next);
    if (next === null) {
      setLabel('No section selected');
    } else if (next === 'all') {
      setLabel('Every section selected');
    } else {
      // The field reports a section by its index; look up its type.
      const type =
        typeof next === 'number'
          ? fieldRef.current?.getSections()[next]?.type
          : next;
      setLabel(`Editing: ${type ?? 'unknown'}`);
    }
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <DateTimeField
          label="Parcel delivered at"
          defaultValue={dayjs('2026-03-14T16:20')}
          format="DD/MM/YYYY HH:mm"
          selectedSections={selected}
          onSelectedSectionsChange={handleSelectedSectionsChange}
          unstableFieldRef={fieldRef}
        />
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {targets.map((target) => (
            <Button
              key={target}
              size="small"
              variant="outlined"
              onClick={() => fieldRef.current?.focusField(target)}
            >
              {target}
            </Button>
          ))}
        </Stack>
        <Typography variant="body2">{label}</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
