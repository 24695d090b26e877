import type { NavigationEntry } from '../pages';
import { section } from './section';

/** Quickstart, Base concepts. */
export const datePickersStartEntries: NavigationEntry[] = [];
/** Date, Time, Date Time components and Fields. */
export const datePickersComponentEntries: NavigationEntry[] = [];
/** Range components (Pro). */
export const datePickersRangeEntries: NavigationEntry[] = [];
/** Validation, lifecycle, shortcuts, accessibility. */
export const datePickersMainFeatureEntries: NavigationEntry[] = [];
/** Translated components, date format, timezones, calendar systems. */
export const datePickersLocalizationEntries: NavigationEntry[] = [];
/** Custom subcomponents, layout, field, opening button, playground. */
export const datePickersCustomizationEntries: NavigationEntry[] = [];

export const datePickersGroup: NavigationEntry = {
  pathname: '/x/react-date-pickers-group',
  title: 'Date and Time Pickers',
  children: [
    { pathname: '/x/react-date-pickers', title: 'Overview' },
    ...datePickersStartEntries,
    ...section('/x/react-date-pickers/components-section', 'Components', [...datePickersComponentEntries, ...datePickersRangeEntries]),
    ...section('/x/react-date-pickers/main-features', 'Main features', datePickersMainFeatureEntries),
    ...section('/x/react-date-pickers/localization-section', 'Localization', datePickersLocalizationEntries),
    ...section('/x/react-date-pickers/customization-section', 'Customization', datePickersCustomizationEntries),
  ],
};
