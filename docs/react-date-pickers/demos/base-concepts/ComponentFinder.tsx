import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimeField } from '@mui/x-date-pickers/TimeField';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { SingleInputTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputTimeRangeField';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';
import { SingleInputDateTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputDateTimeRangeField';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';

type Part = 'date' | 'time' | 'date-time';
type Shape = 'single' | 'range';
type Editing = 'field' | 'view' | 'picker';

interface Choice {
  name: string;
  render: () => React.ReactNode;
}

const day = dayjs('2026-03-14T09:30');
const range = [day, dayjs('2026-03-17T17:00')] as const;

const withPackage = (name: string, pro: boolean) =>
  `import { ${name} } from '@mui/x-date-pickers${pro ? '-pro' : ''}/${name}';`;

// A sentence where no component edits this kind of value that way.
const components: Record<Shape, Record<Part, Record<Editing, Choice | string>>> = {
  single: {
    date: {
      field: { name: 'DateField', render: () => <DateField defaultValue={day} /> },
      view: {
        name: 'DateCalendar',
        render: () => <DateCalendar defaultValue={day} />,
      },
      picker: {
        name: 'DatePicker',
        render: () => <DatePicker defaultValue={day} />,
      },
    },
    time: {
      field: { name: 'TimeField', render: () => <TimeField defaultValue={day} /> },
      view: { name: 'TimeClock', render: () => <TimeClock defaultValue={day} /> },
      picker: {
        name: 'TimePicker',
        render: () => <TimePicker defaultValue={day} />,
      },
    },
    'date-time': {
      field: {
        name: 'DateTimeField',
        render: () => <DateTimeField defaultValue={day} />,
      },
      view: 'No view edits a date and a time at once: DateTimePicker combines DateCalendar with a time view, and StaticDateTimePicker shows those views without a field.',
      picker: {
        name: 'DateTimePicker',
        render: () => <DateTimePicker defaultValue={day} />,
      },
    },
  },
  range: {
    date: {
      field: {
        name: 'SingleInputDateRangeField',
        render: () => <SingleInputDateRangeField defaultValue={[...range]} />,
      },
      view: {
        name: 'DateRangeCalendar',
        render: () => <DateRangeCalendar defaultValue={[...range]} calendars={1} />,
      },
      picker: {
        name: 'DateRangePicker',
        render: () => <DateRangePicker defaultValue={[...range]} />,
      },
    },
    time: {
      field: {
        name: 'SingleInputTimeRangeField',
        render: () => <SingleInputTimeRangeField defaultValue={[...range]} />,
      },
      view: 'No view edits a time range: TimeRangePicker edits its start and its end with time views.',
      picker: {
        name: 'TimeRangePicker',
        render: () => <TimeRangePicker defaultValue={[...range]} />,
      },
    },
    'date-time': {
      field: {
        name: 'SingleInputDateTimeRangeField',
        render: () => <SingleInputDateTimeRangeField defaultValue={[...range]} />,
      },
      view: 'No view edits a date-time range: DateTimeRangePicker combines the range calendar with time views.',
      picker: {
        name: 'DateTimeRangePicker',
        render: () => <DateTimeRangePicker defaultValue={[...range]} />,
      },
    },
  },
};

interface QuestionProps<T extends string> {
  label: string;
  value: T;
  options: Record<T, string>;
  onChange: (value: T) => void;
}

function Question<T extends string>({
  label,
  value,
  options,
  onChange,
}: QuestionProps<T>) {
  return (
    <Box>
      <Typography variant="subtitle2" component="p" gutterBottom>
        {label}
      </Typography>
      <ToggleButtonGroup
        aria-label={label}
        size="small"
        exclusive
        value={value}
        onChange={(_event, next: T | null) => {
          if (next !== null) {
            onChange(next);
          }
        }}
      >
        {(Object.keys(options) as T[]).map((option) => (
          <ToggleButton key={option} value={option}>
            {options[option]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  );
}

export default function ComponentFinder() {
  const [part, setPart] = React.useState<Part>('date');
  const [shape, setShape] = React.useState<Shape>('single');
  const [editing, setEditing] = React.useState<Editing>('picker');
  const choice = components[shape][part][editing];

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Question
            label="What is edited?"
            value={part}
            options={{ date: 'Date', time: 'Time', 'date-time': 'Both' }}
            onChange={setPart}
          />
          <Question
            label="How many values?"
            value={shape}
            options={{ single: 'One', range: 'A range' }}
            onChange={setShape}
          />
          <Question
            label="How do people choose?"
            value={editing}
            options={{ field: 'Type', view: 'Click', picker: 'Type or click' }}
            onChange={setEditing}
          />
        </Stack>
        <Box role="status">
          {typeof choice === 'string' ? (
            <Typography variant="body2">{choice}</Typography>
          ) : (
            <Typography
              component="code"
              variant="body2"
              sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}
            >
              {withPackage(choice.name, shape === 'range')}
            </Typography>
          )}
          {shape === 'range' && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              Range components are part of the Pro plan.
            </Typography>
          )}
        </Box>
        {typeof choice !== 'string' && (
          <Box key={choice.name}>{choice.render()}</Box>
        )}
      </Stack>
    </LocalizationProvider>
  );
}
