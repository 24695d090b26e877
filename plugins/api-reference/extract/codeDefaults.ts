import type { RawPage } from './types';

/**
 * A default that the package's code applies differently from its JSDoc `@default` (a prop's, or a slot's component):
 * the page shows what the code does.
 * `jsdoc` is the `@default` the declaration carries; when an upgrade changes it, the extraction fails, so that the entry
 * is checked again against the new code (and removed once the JSDoc is right).
 */
interface CodeDefault {
  jsdoc: string;
  /** Shown instead, as a `@default` written with backticks: Markdown. */
  shown: string;
  /** Where the code decides it, for whoever checks the entry. */
  evidence: string;
}

/** The same correction on several pages, which share the declaration whose JSDoc is wrong; `member` is `name` or `slots.name`. */
function onPages(pageNames: readonly string[], member: string, correction: CodeDefault): Record<string, CodeDefault> {
  return Object.fromEntries(pageNames.map((pageName) => [`${pageName}.${member}`, correction]));
}

export const CODE_DEFAULTS: Readonly<Record<string, CodeDefault>> = {
  'ChartsWrapper.legendPosition': {
    jsdoc: "{ horizontal: 'center', vertical: 'bottom' }",
    shown: "`undefined`: the legend goes above the chart, centred (the JSDoc's `vertical: 'bottom'` is not applied)",
    evidence:
      "@mui/x-charts/ChartsWrapper/ChartsWrapper.mjs: getGridTemplateAreas puts the legend's row first unless position.vertical is 'bottom', and no code fills in a position",
  },
  ...onPages(['RichTreeView', 'RichTreeViewPro'], 'expansionTrigger', {
    jsdoc: "'content'",
    shown: "`'content'`, or `'iconContainer'` when `isItemEditable` is set",
    evidence: '@mui/x-tree-view/internals/plugins/expansion/utils.js: getExpansionTrigger',
  }),
  ...onPages(['QuickFilter', 'GridToolbarQuickFilter'], 'debounceMs', {
    jsdoc: '150',
    shown: "the grid's `filterDebounceMs` (`150` unless set)",
    evidence: '@mui/x-data-grid/components/quickFilter/QuickFilter.js: debounceMs = rootProps.filterDebounceMs',
  }),
};

const DATE_RANGE_PICKERS = ['DateRangePicker', 'DesktopDateRangePicker', 'MobileDateRangePicker', 'StaticDateRangePicker'];
const DATE_TIME_RANGE_PICKERS = ['DateTimeRangePicker', 'DesktopDateTimeRangePicker', 'MobileDateTimeRangePicker'];
const DATA_GRIDS = ['DataGrid', 'DataGridPro', 'DataGridPremium'];

/** Slot defaults, keyed `Page.slots.slot`; `shown` is the component's name, as a slot's `@default` is written. */
export const SLOT_CODE_DEFAULTS: Readonly<Record<string, CodeDefault>> = {
  ...onPages(DATE_RANGE_PICKERS, 'slots.toolbar', {
    jsdoc: 'DateTimePickerToolbar',
    shown: 'DateRangePickerToolbar',
    evidence: '@mui/x-date-pickers-pro/DateRangePicker/shared.js: useDateRangePickerDefaultizedProps sets slots.toolbar',
  }),
  ...onPages([...DATE_RANGE_PICKERS, ...DATE_TIME_RANGE_PICKERS, 'DateRangeCalendar'], 'slots.day', {
    jsdoc: 'DateRangePickersDay',
    shown: 'DateRangePickerDay',
    evidence: '@mui/x-date-pickers-pro/DateRangeCalendar/DateRangeCalendar.js: the day slot falls back to DateRangePickerDay',
  }),
  ...onPages(['Heatmap'], 'slots.legend', {
    jsdoc: 'ContinuousColorLegendProps',
    shown: 'ContinuousColorLegend',
    evidence: '@mui/x-charts-pro/Heatmap/Heatmap.js: slots?.legend ?? ContinuousColorLegend',
  }),
  ...onPages(DATA_GRIDS, 'slots.filterPanelDeleteIcon', {
    jsdoc: 'GridDeleteIcon',
    shown: 'GridCloseIcon',
    evidence: '@mui/x-data-grid/material/index.js: filterPanelDeleteIcon: GridCloseIcon (the Pro and Premium slots spread it)',
  }),
  ...onPages(DATA_GRIDS, 'slots.quickFilterClearIcon', {
    jsdoc: 'GridCloseIcon',
    shown: 'GridClearIcon',
    evidence: '@mui/x-data-grid/material/index.js: quickFilterClearIcon: GridClearIcon (the Pro and Premium slots spread it)',
  }),
};

/** `defaultValue` corrected by the entry at `key`, or as it was; fails when the JSDoc is no longer the one corrected. */
function corrected(key: string, defaultValue: string | undefined, corrections: Readonly<Record<string, CodeDefault>>): string | undefined {
  const correction = corrections[key];
  if (!correction) return defaultValue;
  if (defaultValue !== correction.jsdoc) {
    throw new Error(
      `api-reference: the @default of ${key} is now ${JSON.stringify(defaultValue)}, not ${JSON.stringify(correction.jsdoc)}: check it against the code (${correction.evidence}) and update or remove its entry in plugins/api-reference/extract/codeDefaults.ts.`,
    );
  }
  return correction.shown;
}

/** The pages with each listed member's and slot's default replaced by what the code does. */
export function withCodeDefaults(pages: readonly RawPage[], corrections = CODE_DEFAULTS, slotCorrections = SLOT_CODE_DEFAULTS): RawPage[] {
  return pages.map((page) => ({
    ...page,
    members: page.members.map((member) => {
      const defaultValue = corrected(`${page.name}.${member.name}`, member.defaultValue, corrections);
      return defaultValue === member.defaultValue ? member : { ...member, defaultValue };
    }),
    slots: page.slots.map((slot) => {
      const defaultValue = corrected(`${page.name}.slots.${slot.name}`, slot.defaultValue, slotCorrections);
      return defaultValue === slot.defaultValue ? slot : { ...slot, defaultValue };
    }),
  }));
}
