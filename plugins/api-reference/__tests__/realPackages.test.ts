/**
 * The reference generated from the installed MUI X packages (through the
 * extraction cache, so a warm run takes a moment and a cold one ~10 s).
 */
import path from 'node:path';
import { loadExtractedReference } from '../cache';
import type { RawPage, RawSelector } from '../extract/types';
import { SELECTOR_CATEGORY_TITLES } from '../theme/ApiReference/selectorGroups';

jest.setTimeout(120_000);

let pages: RawPage[] = [];
let selectors: RawSelector[] = [];

beforeAll(() => {
  ({ pages, selectors } = loadExtractedReference({ nodeModulesDir: path.join(__dirname, '../../../node_modules') }));
});

function page(product: string, slug: string): RawPage {
  const found = pages.find((entry) => entry.product === product && entry.slug === slug);
  if (!found) throw new Error(`No page /x/api/${product}/${slug}/`);
  return found;
}

describe('the API reference of the installed packages', () => {
  it('lists rows, columns and getRowId on the DataGrid page, with their types', () => {
    const members = page('data-grid', 'data-grid').members;
    expect(members.find((member) => member.name === 'rows')).toMatchObject({ type: 'GridRowsProp<R>', defaultValue: '[]' });
    expect(members.find((member) => member.name === 'columns')).toMatchObject({ type: 'readonly GridColDef<R>[]', required: true });
    expect(members.find((member) => member.name === 'getRowId')).toMatchObject({ type: 'GridRowIdGetter<R>' });
  });

  it("shows the legend position ChartsWrapper's code applies, not its JSDoc's bottom", () => {
    const legendPosition = page('charts', 'charts-wrapper').members.find((member) => member.name === 'legendPosition');
    expect(legendPosition?.defaultValue).toMatch(/^`undefined`: the legend goes above the chart/);
  });

  it("prints GridApi's dataSource without its doc comments, summarised, with the full type one field a line", () => {
    const dataSource = page('data-grid', 'grid-api').members.find((member) => member.name === 'dataSource');
    expect(dataSource?.type).not.toMatch(/\/\*|\*\/|@param|@returns/);
    expect(dataSource?.typeSummary).toBe('{ … }');
    expect(dataSource?.typeFull?.split('\n').map((line) => line.trim())).toEqual(
      expect.arrayContaining(['cache: GridDataSourceCache;', expect.stringMatching(/^fetchRows: \(parentId\?: GridRowId/)]),
    );
    expect(pages.flatMap((entry) => entry.members).filter((member) => /\/\*\*/.test(member.type))).toEqual([]);
  });

  it('marks DataGridPro as pro and DataGridPremium as premium', () => {
    expect(page('data-grid', 'data-grid').plan).toBe('community');
    expect(page('data-grid', 'data-grid-pro').plan).toBe('pro');
    expect(page('data-grid', 'data-grid-premium').plan).toBe('premium');
  });

  it('gives a community component one page, importable from each plan', () => {
    const toolbar = pages.filter((entry) => entry.name === 'GridToolbar');
    expect(toolbar).toHaveLength(1);
    expect(toolbar[0]?.imports.map((entry) => entry.packageName)).toEqual([
      '@mui/x-data-grid',
      '@mui/x-data-grid-pro',
      '@mui/x-data-grid-premium',
    ]);
  });

  it('lists minDate on the DatePicker page with its description and default', () => {
    expect(page('date-pickers', 'date-picker').members.find((member) => member.name === 'minDate')).toMatchObject({
      description: 'Minimal selectable date.',
      defaultValue: '1900-01-01',
    });
  });

  it('reads the Data Grid slots and its global CSS classes', () => {
    const dataGrid = page('data-grid', 'data-grid');
    expect(dataGrid.slots.find((slot) => slot.name === 'toolbar')).toBeDefined();
    expect(dataGrid.classes.find((cssClass) => cssClass.key === 'root')).toMatchObject({ className: 'MuiDataGrid-root' });
  });

  it('documents the configured interfaces: GridColDef fields and the chart series types', () => {
    expect(page('data-grid', 'grid-col-def').members.find((member) => member.name === 'field')).toMatchObject({
      required: true,
      type: 'string',
    });
    expect(page('charts', 'bar-series-type').members.find((member) => member.name === 'data')).toBeDefined();
  });

  it("lists a generic provider's props at its type parameters' defaults: the axes and zoom of ChartsDataProviderPro, XAxis's min and max", () => {
    const names = (product: string, slug: string) => page(product, slug).members.map((member) => member.name);
    expect(names('charts', 'charts-data-provider-pro')).toEqual(expect.arrayContaining(['xAxis', 'yAxis', 'zoomData', 'highlightedItem']));
    expect(names('charts', 'charts-data-provider')).toEqual(expect.arrayContaining(['xAxis', 'yAxis', 'highlightedItem']));
    expect(names('charts', 'x-axis')).toEqual(expect.arrayContaining(['min', 'max', 'categoryGapRatio']));
  });

  it("marks what a higher plan adds to a lower plan's type with that plan, and nothing else", () => {
    const plans = (product: string, slug: string) =>
      Object.fromEntries(page(product, slug).members.flatMap((member) => (member.plan ? [[member.name, member.plan]] : [])));
    expect(plans('data-grid', 'grid-col-def')).toMatchObject({ aggregable: 'premium', pivotable: 'premium', renderHeaderFilter: 'pro' });
    expect(plans('data-grid', 'grid-col-def')).not.toHaveProperty('field');
    expect(plans('data-grid', 'grid-toolbar')).toEqual({ excelOptions: 'premium' });
    expect(plans('charts', 'x-axis')).toEqual({ zoom: 'pro' });
    expect(plans('data-grid', 'data-grid-premium')).toEqual({});
  });

  it("lists a component's CSS classes from the object of its classes interface, not from one that shares its name", () => {
    const classNames = (slug: string) => page('charts', slug).classes.map((cssClass) => cssClass.className);
    expect(classNames('charts-x-axis')).toEqual(expect.arrayContaining(['MuiChartsAxis-root', 'MuiChartsAxis-tickLabel']));
    expect(classNames('charts-x-axis').filter((className) => className.startsWith('MuiRadarAxis'))).toEqual([]);
    expect(classNames('radar-axis')).toEqual(['MuiRadarAxis-label', 'MuiRadarAxis-line', 'MuiRadarAxis-root']);
    expect(classNames('charts-legend')).toContain('MuiChartsLegend-root');
  });

  it("shows the slot components the code renders where the JSDoc names another: the range pickers' toolbar and day, the grid's icons", () => {
    const slotDefault = (product: string, slug: string, slot: string) =>
      page(product, slug).slots.find((entry) => entry.name === slot)?.defaultValue;
    expect(slotDefault('date-pickers', 'date-range-picker', 'toolbar')).toBe('DateRangePickerToolbar');
    expect(slotDefault('date-pickers', 'date-time-range-picker', 'day')).toBe('DateRangePickerDay');
    expect(slotDefault('charts', 'heatmap', 'legend')).toBe('ContinuousColorLegend');
    expect(slotDefault('data-grid', 'data-grid-pro', 'quickFilterClearIcon')).toBe('GridClearIcon');
  });

  it('shows the defaults that follow another prop: the quick filter waits filterDebounceMs, an editable tree expands on its icon', () => {
    const defaultOf = (product: string, slug: string, name: string) =>
      page(product, slug).members.find((member) => member.name === name)?.defaultValue;
    expect(defaultOf('data-grid', 'quick-filter', 'debounceMs')).toMatch(/filterDebounceMs/);
    expect(defaultOf('tree-view', 'rich-tree-view', 'expansionTrigger')).toMatch(/'iconContainer'` when `isItemEditable`/);
  });

  it('prints the types a component fixes, and keeps as written those the reader decides', () => {
    const typeOf = (product: string, slug: string, name: string) =>
      page(product, slug).members.find((member) => member.name === name)?.type;
    expect(typeOf('date-pickers', 'date-picker', 'value')).toBe('PickerValue');
    expect(typeOf('date-pickers', 'date-picker', 'referenceDate')).toBe('PickerValidDate');
    expect(typeOf('date-pickers', 'date-range-picker', 'onChange')).toBe(
      '(value: PickerRangeValue, context: PickerChangeHandlerContext<DateRangeValidationError>) => void',
    );
    expect(typeOf('charts', 'charts-tooltip', 'trigger')).toBe('TriggerOptions');
    expect(typeOf('charts', 'bar-chart', 'hiddenItems')).toBe('VisibilityIdentifier<"bar">[]');
    expect(typeOf('tree-view', 'rich-tree-view', 'multiSelect')).toBe('Multiple');
    expect(typeOf('data-grid', 'grid-col-def', 'valueGetter')).toBe('GridValueGetter<R, V, F>');
    // A prop that one branch of a union of props forbids (`x?: never` for a horizontal line) shows what the other takes.
    expect(typeOf('charts', 'charts-reference-line', 'x')).toBe('string | number | Date');
    // The program loads Pro too: a community page's printed type does not list Pro's series.
    expect(typeOf('charts', 'charts-data-provider', 'series')).not.toMatch(/Heatmap|Funnel|Sankey/);
    expect(typeOf('charts', 'pie-series-type', 'valueFormatter')).not.toMatch(/PieValueType/);
  });

  it('reads a component typed as a union of two components by the forms a reader can pass: GridActionsCellItem', () => {
    const members = page('data-grid', 'grid-actions-cell-item').members;
    const member = (name: string) => members.find((entry) => entry.name === name);
    // Both forms require a label; only the button form requires an icon.
    expect(member('label')).toMatchObject({ type: 'string | React.ReactNode', required: true });
    expect(member('icon')).toMatchObject({ required: false });
    // The two declarations of the button's colour, one printed with double quotes, list each value once.
    expect(member('color')?.type).toBe("'default' | 'inherit' | 'primary'");
  });

  it("shows the package's own declaration of a prop React declares too, without React's unbound type parameter", () => {
    expect(page('data-grid', 'grid-cell').members.find((member) => member.name === 'onClick')?.type).toBe(
      'React.MouseEventHandler<HTMLDivElement>',
    );
  });

  it('offers only the packages that export the documented thing under its name: GridApi is GridApiPro in the Pro package', () => {
    expect(page('data-grid', 'grid-api').imports.map((entry) => entry.packageName)).toEqual(['@mui/x-data-grid']);
    expect(page('data-grid', 'grid-cell').imports.map((entry) => entry.packageName)).toEqual([
      '@mui/x-data-grid',
      '@mui/x-data-grid-pro',
      '@mui/x-data-grid-premium',
    ]);
  });

  it('has a field on every interface page, and gives the components without props of their own a page', () => {
    expect(pages.length).toBeGreaterThan(200);
    const empty = (kind: string) =>
      pages.filter((entry) => entry.kind === kind && entry.members.length === 0).map((entry) => `${entry.product}/${entry.slug}`);
    expect(empty('interface')).toEqual([]);
    // The ones the charts' compositions use; a reading that lost the props would empty far more pages than these.
    const withoutProps = empty('component');
    expect(withoutProps).toEqual(
      expect.arrayContaining([
        'charts/charts-zoom-slider',
        'charts/charts-brush-overlay',
        'charts/radar-metric-labels',
        'charts/focused-bar',
      ]),
    );
    expect(withoutProps.length).toBeLessThan(30);
  });

  it("lists the grid's documented selectors with their category, their call and the lowest plan that exports them", () => {
    const byName = new Map(selectors.map((selector) => [selector.name, selector]));
    expect(byName.get('gridSortModelSelector')).toMatchObject({
      product: 'data-grid',
      plan: 'community',
      category: 'Sorting',
      type: '(apiRef) => GridSortModel',
      doc: { description: 'Get the current sorting model.' },
    });
    // A selector of a row takes its id after the apiRef; a root selector's unknown `args` is not offered.
    expect(byName.get('gridRowNodeSelector')?.type).toBe('(apiRef, rowId: GridRowId) => GridTreeNode');
    expect(byName.get('gridColumnsStateSelector')?.type).toBe('(apiRef) => GridColumnsState');
    expect(byName.get('gridAggregationModelSelector')).toMatchObject({ plan: 'premium', category: 'Aggregation' });
    expect(byName.get('gridDetailPanelExpandedRowIdsSelector')?.plan).toBe('pro');
    expect(byName.get('gridVirtualizationEnabledSelector')?.doc.deprecated).toBeDefined();
    // Left out: what the package marks "do not document", a component and the hook named like selectors.
    for (const name of ['gridSortColumnLookupSelector', 'GridToolbarDensitySelector', 'useGridSelector']) {
      expect(byName.has(name)).toBe(false);
    }
    expect(selectors.every((selector) => selector.product === 'data-grid')).toBe(true);
    // Each category heading is translated: a category a new release adds needs its message.
    const untitled = [...new Set(selectors.flatMap(({ category }) => (category && !SELECTOR_CATEGORY_TITLES[category] ? [category] : [])))];
    expect(untitled).toEqual([]);
    expect(selectors.length).toBeGreaterThan(90);
  });
});
