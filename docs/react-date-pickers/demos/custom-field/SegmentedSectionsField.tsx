import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForkRef } from '@mui/material/utils';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { CalendarIcon } from '@mui/x-date-pickers/icons';
import {
  DatePicker,
  type DatePickerFieldProps,
} from '@mui/x-date-pickers/DatePicker';
import { unstable_useDateField as useDateField } from '@mui/x-date-pickers/DateField';
import { usePickerContext } from '@mui/x-date-pickers/hooks';
import { Unstable_PickersSectionList as PickersSectionList } from '@mui/x-date-pickers/PickersSectionList';

function SegmentedDateField(props: DatePickerFieldProps) {
  const picker = usePickerContext<Dayjs | null>();
  const labelId = React.useId();
  const rootRef = useForkRef(picker.triggerRef, picker.rootRef);
  // `true` (the default) makes the hook return the sections, not the props of one input.
  const fieldProps = { ...props, enableAccessibleFieldDOMStructure: true as const };
  const {
    // The accessible DOM structure: one element per section, and a hidden input with the value.
    elements,
    sectionListRef,
    contentEditable,
    tabIndex,
    onInput,
    onPaste,
    onKeyDown,
    onFocus,
    onBlur,
    onClick,
    onMouseDown,
    value,
    onChange,
    error,
    focused,
    readOnly,
    openPickerAriaLabel,
  } = useDateField<true, typeof fieldProps>(fieldProps);

  return (
    <Stack spacing={0.5} ref={rootRef} className={picker.rootClassName}>
      <Typography id={labelId} variant="body2" component="span">
        {picker.label}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Box
          onClick={onClick}
          onMouseDown={onMouseDown}
          sx={{
            // Each section content is its own element: draw it as a box.
            '& .MuiPickersSectionList-sectionContent': {
              display: 'inline-block',
              minWidth: '2ch',
              px: 1,
              py: 0.5,
              border: 1,
              borderColor: error ? 'error.main' : 'divider',
              borderRadius: 1,
              textAlign: 'center',
              outline: 'none',
            },
            '& .MuiPickersSectionList-sectionContent:focus': {
              borderColor: 'primary.main',
              bgcolor: 'action.selected',
            },
          }}
        >
          <PickersSectionList
            role="group"
            aria-labelledby={labelId}
            elements={elements}
            sectionListRef={sectionListRef}
            contentEditable={contentEditable}
            tabIndex={tabIndex}
            onInput={onInput}
            onPaste={onPaste}
            onKeyDown={onKeyDown}
            onFocus={onFocus}
            onBlur={onBlur}
            data-focused={focused || undefined}
          />
        </Box>
        <button
          type="button"
          aria-label={openPickerAriaLabel}
          disabled={picker.triggerStatus !== 'enabled'}
          onClick={() => picker.setOpen((previous) => !previous)}
        >
          <CalendarIcon fontSize="small" />
        </button>
      </Stack>
      {/* Holds the value for forms; the sections above are what people edit. */}
      <input type="hidden" value={value} onChange={onChange} readOnly={readOnly} />
    </Stack>
  );
}

export default function SegmentedSectionsField() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2026-05-12'));
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <DatePicker
          label="Delivery date"
          value={value}
          onChange={setValue}
          format="DD/MM/YYYY"
          slots={{ field: SegmentedDateField }}
        />
        <Typography variant="body2">
          Value: {value?.isValid() ? value.format('dddd D MMMM YYYY') : 'none'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
