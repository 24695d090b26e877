import type { NavigationEntry } from '../navigationEntry';
import { section } from './section';

/** Quickstart, Base concepts. */
export const datePickersStartEntries: NavigationEntry[] = [
  { pathname: '/x/react-date-pickers/quickstart', title: 'Quickstart' },
  { pathname: '/x/react-date-pickers/base-concepts', title: 'Base concepts' },
];
/** Date, Time, Date Time components and Fields. */
export const datePickersComponentEntries: NavigationEntry[] = [
  { pathname: '/x/react-date-pickers/date-picker', title: 'Date Picker' },
  { pathname: '/x/react-date-pickers/date-field', title: 'Date Field' },
  { pathname: '/x/react-date-pickers/date-calendar', title: 'Date Calendar' },
  { pathname: '/x/react-date-pickers/time-picker', title: 'Time Picker' },
  { pathname: '/x/react-date-pickers/time-field', title: 'Time Field' },
  { pathname: '/x/react-date-pickers/time-clock', title: 'Time Clock' },
  { pathname: '/x/react-date-pickers/digital-clock', title: 'Digital Clock' },
  { pathname: '/x/react-date-pickers/date-time-picker', title: 'Date Time Picker' },
  { pathname: '/x/react-date-pickers/date-time-field', title: 'Date Time Field' },
  { pathname: '/x/react-date-pickers/fields', title: 'Fields' },
];
/** Range components (Pro). */
export const datePickersRangeEntries: NavigationEntry[] = [
  { pathname: '/x/react-date-pickers/date-range-picker', title: 'Date Range Picker', plan: 'pro' },
  { pathname: '/x/react-date-pickers/date-range-field', title: 'Date Range Field', plan: 'pro' },
  { pathname: '/x/react-date-pickers/date-range-calendar', title: 'Date Range Calendar', plan: 'pro' },
  { pathname: '/x/react-date-pickers/date-time-range-picker', title: 'Date Time Range Picker', plan: 'pro' },
  { pathname: '/x/react-date-pickers/date-time-range-field', title: 'Date Time Range Field', plan: 'pro' },
  { pathname: '/x/react-date-pickers/time-range-picker', title: 'Time Range Picker', plan: 'pro', newFeature: true },
  { pathname: '/x/react-date-pickers/time-range-field', title: 'Time Range Field', plan: 'pro' },
];
/** Validation, lifecycle, shortcuts, accessibility. */
export const datePickersMainFeatureEntries: NavigationEntry[] = [
  { pathname: '/x/react-date-pickers/validation', title: 'Validation' },
  { pathname: '/x/react-date-pickers/lifecycle', title: 'Lifecycle' },
  { pathname: '/x/react-date-pickers/shortcuts', title: 'Shortcuts' },
  { pathname: '/x/react-date-pickers/accessibility', title: 'Accessibility' },
];
/** Translated components, date format, timezones, calendar systems. */
export const datePickersLocalizationEntries: NavigationEntry[] = [
  { pathname: '/x/react-date-pickers/localization', title: 'Translated components' },
  { pathname: '/x/react-date-pickers/adapters-locale', title: 'Date format and localization' },
  { pathname: '/x/react-date-pickers/timezone', title: 'Timezones' },
  { pathname: '/x/react-date-pickers/calendar-systems', title: 'Calendar systems' },
];
/** Custom subcomponents, layout, field, opening button, playground. */
export const datePickersCustomizationEntries: NavigationEntry[] = [
  { pathname: '/x/react-date-pickers/custom-components', title: 'Custom subcomponents' },
  { pathname: '/x/react-date-pickers/custom-layout', title: 'Custom layout' },
  { pathname: '/x/react-date-pickers/custom-field', title: 'Custom field' },
  { pathname: '/x/react-date-pickers/custom-opening-button', title: 'Custom opening button' },
  { pathname: '/x/react-date-pickers/playground', title: 'Playground' },
];

/** The pages of the Date and Time Pickers group, between its overview and its API reference (see productGroup.ts). */
export const datePickersPages: readonly NavigationEntry[] = [
  ...datePickersStartEntries,
  ...section('/x/react-date-pickers/components-section', 'Components', [...datePickersComponentEntries, ...datePickersRangeEntries]),
  ...section('/x/react-date-pickers/main-features', 'Main features', datePickersMainFeatureEntries),
  ...section('/x/react-date-pickers/localization-section', 'Localization', datePickersLocalizationEntries),
  ...section('/x/react-date-pickers/customization-section', 'Customization', datePickersCustomizationEntries),
];
