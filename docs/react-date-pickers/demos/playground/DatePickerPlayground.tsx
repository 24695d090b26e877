import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import type { DateView } from '@mui/x-date-pickers/models';

type Variant = 'DesktopDatePicker' | 'MobileDatePicker' | 'StaticDatePicker';
type ViewsKey = 'year-month-day' | 'month-year' | 'year';

const viewOptions: Record<ViewsKey, { label: string; views: DateView[] }> = {
  'year-month-day': {
    label: "['year', 'month', 'day']",
    views: ['year', 'month', 'day'],
  },
  'month-year': { label: "['month', 'year']", views: ['month', 'year'] },
  year: { label: "['year']", views: ['year'] },
};

const booleanProps = [
  'displayWeekNumber',
  'showDaysOutsideCurrentMonth',
  'disableHighlightToday',
  'reduceAnimations',
  'readOnly',
  'disabled',
] as const;
type BooleanProp = (typeof booleanProps)[number];

/**
 * The value as JSX would write it. Typing part of a date over one the field held
 * gives an invalid Day.js date; in an empty field the value stays null.
 */
function valueCode(value: Dayjs | null): string {
  if (value === null) return 'null';
  return value.isValid()
    ? `dayjs('${value.format('YYYY-MM-DD')}')`
    : `dayjs('invalid')`;
}

export default function DatePickerPlayground() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2026-03-14'));
  const [variant, setVariant] = React.useState<Variant>('StaticDatePicker');
  const [viewsKey, setViewsKey] = React.useState<ViewsKey>('year-month-day');
  const [yearsOrder, setYearsOrder] = React.useState<'asc' | 'desc'>('asc');
  const [orientation, setOrientation] = React.useState<'portrait' | 'landscape'>(
    'portrait',
  );
  const [flags, setFlags] = React.useState<Record<BooleanProp, boolean>>({
    displayWeekNumber: false,
    showDaysOutsideCurrentMonth: false,
    disableHighlightToday: false,
    reduceAnimations: false,
    readOnly: false,
    disabled: false,
  });

  const views = viewOptions[viewsKey].views;
  const common = {
    value,
    onChange: setValue,
    views,
    orientation,
    yearsOrder,
    ...flags,
  };

  const enabledFlags = booleanProps.filter((name) => flags[name]);
  const code = [
    `<${variant}`,
    `  value={${valueCode(value)}}`,
    `  views={${viewOptions[viewsKey].label}}`,
    `  orientation="${orientation}"`,
    ...(yearsOrder === 'desc' ? ['  yearsOrder="desc"'] : []),
    ...enabledFlags.map((name) => `  ${name}`),
    '/>',
  ].join('\n');

  let picker: React.ReactNode;
  if (variant === 'DesktopDatePicker') {
    picker = <DesktopDatePicker label="Date" {...common} />;
  } else if (variant === 'MobileDatePicker') {
    picker = <MobileDatePicker label="Date" {...common} />;
  } else {
    picker = <StaticDatePicker {...common} />;
  }

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack
        direction="row"
        spacing={3}
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}
      >
        <Stack spacing={2} sx={{ minWidth: 260 }}>
          <TextField
            select
            size="small"
            label="Component"
            value={variant}
            onChange={(event) => setVariant(event.target.value as Variant)}
          >
            <MenuItem value="DesktopDatePicker">DesktopDatePicker</MenuItem>
            <MenuItem value="MobileDatePicker">MobileDatePicker</MenuItem>
            <MenuItem value="StaticDatePicker">StaticDatePicker</MenuItem>
          </TextField>
          <TextField
            select
            size="small"
            label="views"
            value={viewsKey}
            onChange={(event) => setViewsKey(event.target.value as ViewsKey)}
          >
            {(Object.keys(viewOptions) as ViewsKey[]).map((key) => (
              <MenuItem key={key} value={key}>
                {viewOptions[key].label}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label="orientation"
            value={orientation}
            onChange={(event) =>
              setOrientation(event.target.value as 'portrait' | 'landscape')
            }
          >
            <MenuItem value="portrait">portrait</MenuItem>
            <MenuItem value="landscape">landscape</MenuItem>
          </TextField>
          <TextField
            select
            size="small"
            label="yearsOrder"
            value={yearsOrder}
            onChange={(event) => setYearsOrder(event.target.value as 'asc' | 'desc')}
          >
            <MenuItem value="asc">asc</MenuItem>
            <MenuItem value="desc">desc</MenuItem>
          </TextField>
          <FormControl component="fieldset">
            <FormLabel component="legend">Boolean props</FormLabel>
            <FormGroup>
              {booleanProps.map((name) => (
                <FormControlLabel
                  key={name}
                  control={
                    <Switch
                      size="small"
                      checked={flags[name]}
                      onChange={(event) =>
                        setFlags((previous) => ({
                          ...previous,
                          [name]: event.target.checked,
                        }))
                      }
                    />
                  }
                  // A span: a label holds phrasing content only, and a <p> inside one breaks the page's HTML.
                  label={
                    <Typography variant="body2" component="span">
                      {name}
                    </Typography>
                  }
                />
              ))}
            </FormGroup>
          </FormControl>
        </Stack>
        <Stack spacing={2} sx={{ flex: '1 1 320px', minWidth: 0 }}>
          <Box sx={{ overflowX: 'auto' }}>{picker}</Box>
          <Paper variant="outlined" sx={{ p: 2, overflowX: 'auto' }}>
            <Box
              component="pre"
              sx={{ m: 0, fontSize: 13 }}
              aria-label="Props in use"
            >
              {code}
            </Box>
          </Paper>
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
