/** Component defaults of the MUI theme: the dense sizes, the keyboard focus ring and the pickers' range fields. */
import type { ThemeOptions } from '@mui/material/styles';
import type {} from '@mui/x-date-pickers-pro/themeAugmentation';

/** The dense defaults: small buttons and tables, dense margins on inputs. */
export const denseComponents: ThemeOptions['components'] = {
  MuiButton: { defaultProps: { size: 'small' } },
  MuiToggleButton: { defaultProps: { size: 'small' } },
  MuiToggleButtonGroup: { defaultProps: { size: 'small' } },
  MuiIconButton: { defaultProps: { size: 'small' } },
  MuiFab: { defaultProps: { size: 'small' } },
  MuiTable: { defaultProps: { size: 'small' } },
  MuiFilledInput: { defaultProps: { margin: 'dense' } },
  MuiFormControl: { defaultProps: { margin: 'dense' } },
  MuiFormHelperText: { defaultProps: { margin: 'dense' } },
  MuiInputBase: { defaultProps: { margin: 'dense' } },
  MuiInputLabel: { defaultProps: { margin: 'dense' } },
  MuiOutlinedInput: { defaultProps: { margin: 'dense' } },
  MuiTextField: { defaultProps: { margin: 'dense' } },
  MuiListItem: { defaultProps: { dense: true } },
  MuiToolbar: { defaultProps: { variant: 'dense' } },
};

/**
 * A ring around whatever MUI button, toggle or switch the keyboard reaches (WCAG 2.2, 2.4.7 and 2.4.13): MUI's own
 * cue is a faint ripple, or nothing on a switch. The primary blue is 5:1 on the light background and 6:1 on the dark
 * paper; the ring sits outside the control and above its neighbours in a group.
 */
export const focusRingComponents: ThemeOptions['components'] = {
  MuiButtonBase: {
    styleOverrides: {
      root: ({ theme }) => ({
        '&.Mui-focusVisible': {
          outline: `2px solid ${(theme.vars ?? theme).palette.primary.main}`,
          outlineOffset: 2,
          zIndex: 1,
        },
      }),
    },
  },
  // The switch clips what overflows its track: its ring goes just inside the round thumb area.
  MuiSwitch: { styleOverrides: { switchBase: { '&.Mui-focusVisible': { outlineOffset: -2 } } } },
};

/**
 * The two fields of a multi-input range field share a line while they fit and wrap the end field onto a line of its
 * own when they do not (date-times on a phone); a gap instead of the Stack's margins, which would indent that line.
 */
const multiInputRangeFieldRoot = {
  flexWrap: 'wrap',
  gap: 16,
  '&& > :not(style)': { margin: 0 },
  '& > .MuiFormControl-root': { flex: '1 1 auto', width: 'auto' },
} as const;

/**
 * A single-input range field narrower than its value (a date-time range on a phone) would cut the value: the value
 * breaks at the dash between its two dates instead, the one place it may wrap, and only when it does not fit. The
 * font keeps its size (a phone zooms into an input under 16px). The sections become inline text for that; in a
 * right-to-left page the value keeps to the end of the field, where the flex layout it replaces puts it.
 */
export const rangeFieldComponents: ThemeOptions['components'] = {
  MuiPickersInputBase: {
    styleOverrides: {
      sectionsContainer: ({ theme }) => ({
        '&:has(> * > [data-range-position="end"])': {
          display: 'block',
          whiteSpace: 'nowrap',
          textAlign: theme.direction === 'rtl' ? 'end' : 'start',
          '& > .MuiPickersSectionList-section': { display: 'inline' },
          // The last section of the start date, whose separator holds the dash.
          '& > .MuiPickersSectionList-section:has(> [data-range-position="start"]):has(+ * > [data-range-position="end"]) > .MuiPickersInputBase-sectionAfter':
            { whiteSpace: 'normal' },
        },
      }),
    },
  },
  MuiMultiInputDateRangeField: { styleOverrides: { root: multiInputRangeFieldRoot } },
  MuiMultiInputDateTimeRangeField: { styleOverrides: { root: multiInputRangeFieldRoot } },
  MuiMultiInputTimeRangeField: { styleOverrides: { root: multiInputRangeFieldRoot } },
};
