import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForkRef } from '@mui/material/utils';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { usePickerContext, useSplitFieldProps } from '@mui/x-date-pickers/hooks';
import {
  DateRangePicker,
  type DateRangePickerFieldProps,
} from '@mui/x-date-pickers-pro/DateRangePicker';
import { unstable_useMultiInputRangeField as useMultiInputRangeField } from '@mui/x-date-pickers-pro/hooks';
import { useDateRangeManager } from '@mui/x-date-pickers-pro/managers';
import type { DateRange, FieldType } from '@mui/x-date-pickers-pro/models';

const endLabels = { start: 'From', end: 'To' } as const;

function CourseDatesInputs(props: DateRangePickerFieldProps) {
  const picker = usePickerContext<DateRange<Dayjs>>();
  const containerRef = useForkRef(picker.triggerRef, picker.rootRef);
  // `false` makes each end a single `<input>` holding its whole date.
  const manager = useDateRangeManager({ enableAccessibleFieldDOMStructure: false });
  const { internalProps } = useSplitFieldProps(
    { ...props, enableAccessibleFieldDOMStructure: false as const },
    'date',
  );
  const { root, startTextField, endTextField } = useMultiInputRangeField({
    manager,
    // As the default two-input field does, leave the typing to the dialog on mobile.
    internalProps:
      picker.variant === 'mobile'
        ? { ...internalProps, readOnly: true }
        : internalProps,
    rootProps: {},
    startTextFieldProps: {},
    endTextFieldProps: {},
  });

  const renderInput = (position: 'start' | 'end', field: typeof startTextField) => {
    // Props for a Material UI text field that a native input has no use for.
    const {
      enableAccessibleFieldDOMStructure,
      focused,
      error,
      inputRef,
      ...inputProps
    } = field;
    return (
      <label style={{ display: 'grid', gap: 2 }}>
        <span>{endLabels[position]}</span>
        <input
          {...inputProps}
          ref={inputRef}
          style={{
            font: 'inherit',
            padding: '6px 8px',
            width: '13ch',
            borderColor: error ? 'crimson' : undefined,
          }}
        />
      </label>
    );
  };

  return (
    <div
      {...root}
      ref={containerRef}
      className={picker.rootClassName}
      style={{ display: 'flex', gap: 12, alignItems: 'end' }}
    >
      {renderInput('start', startTextField)}
      {renderInput('end', endTextField)}
    </div>
  );
}

CourseDatesInputs.fieldType = 'multi-input' satisfies FieldType;

export default function BrowserInputsRangeField() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([
    dayjs('2026-09-07'),
    dayjs('2026-09-11'),
  ]);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <DateRangePicker
          value={value}
          onChange={setValue}
          minDate={dayjs('2026-09-01')}
          enableAccessibleFieldDOMStructure={false}
          slots={{ field: CourseDatesInputs }}
        />
        <Typography variant="body2">
          {value[0] != null && value[1] != null && value[1].isAfter(value[0])
            ? `${value[1].diff(value[0], 'day') + 1} days of course`
            : 'Choose a first and a last day'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
