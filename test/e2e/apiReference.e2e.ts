/** The generated API reference, as a reader uses it: a page, its props filter, prop anchors, the index filter, plan badges. */
import type { Page } from '@playwright/test';
import { baseUrl, gotoAndSettle } from './support/browser';
import { expect, test } from './support/fixtures';

/** Where the API pages' tables change shape: a table on a desktop, a card per row on a phone. */
const DESKTOP_AND_PHONE = [
  ['a desktop', { width: 1280, height: 800 }],
  ['a 390 px phone, where rows are cards', { width: 390, height: 844 }],
] as const;

/** Waits until the row with this id has been scrolled into the upper half of the window. */
function waitForRowInUpperHalf(page: Page, id: string) {
  return page.waitForFunction((rowId) => {
    const top = document.getElementById(rowId)?.getBoundingClientRect().top ?? -1;
    return top >= 0 && top < window.innerHeight / 2;
  }, id);
}

test('serves the DataGrid API page with its props, without console errors', async ({ openPage }) => {
  const { page, problems } = await openPage();
  expect(await gotoAndSettle(page, '/x/api/data-grid/data-grid/')).toBe(200);
  await expect(page.locator('h1').innerText()).resolves.toContain('DataGrid');
  const rowsRow = page.locator('#prop-rows');
  await expect(rowsRow.innerText()).resolves.toContain('GridRowsProp<R>');
  await expect(page.locator('#prop-columns').innerText()).resolves.toContain('readonly GridColDef<R>[]');
  // A prop added during v8 says since when (the reference's API data: absent at v8.9.1, listed at v8.9.2, a patch).
  await expect(page.locator('#prop-columnFilterDebounceMs td').first().innerText()).resolves.toMatch(
    /columnFilterDebounceMs\s*Since 8\.9\.2/,
  );
  await expect(rowsRow.innerText()).resolves.not.toContain('Since');
  expect(await page.locator('h2#slots').count()).toBe(1);
  // Sections after the props are laid out as the reader scrolls to them.
  await page.locator('#classes-root').scrollIntoViewIfNeeded();
  await page.waitForFunction(() => document.getElementById('classes-root')?.innerText.includes('.MuiDataGrid-root'));
  expect(problems.errors).toEqual([]);
});

test('says since when a slot exists, in Chinese on the Chinese site', async ({ openCheckedPage }) => {
  const { page } = await openCheckedPage('/zh/x/api/data-grid/data-grid-premium/');
  // The undo and redo icons arrived with undo and redo in 8.26 (absent from the reference's data at v8.25.0).
  await expect(page.locator('#slot-undoIcon td').first().textContent()).resolves.toMatch(/^undoIcon\s*自 8\.26 起$/);
});

/** Filters the DataGrid props by "rowid" and back: only matching rows show, then every row again. */
async function checkPropsFilter(page: Page): Promise<void> {
  const rows = page.locator('table[data-api-table="props"] tbody tr');
  const shown = rows.locator('visible=true');
  const all = await rows.count();
  expect(all).toBeGreaterThan(100);
  await expect(shown.count()).resolves.toBe(all);
  const filter = page.getByLabel('Filter props');
  await filter.fill('rowid');
  // Polled, and read as text content: on a phone the cards off screen are not laid out (content-visibility), so
  // their inner text can read empty while the filtered list settles.
  const names = () => shown.locator('td:first-child code').allTextContents();
  await expect.poll(names).toContain('getRowId');
  expect((await names()).filter((name) => !name.toLowerCase().includes('rowid'))).toEqual([]);
  await expect(shown.count()).resolves.toBeLessThan(all);
  await filter.fill('no-such-prop');
  await expect(shown.count()).resolves.toBe(0);
  await page.getByText('No prop matches').waitFor();
  await filter.fill('');
  await expect(shown.count()).resolves.toBe(all);
}

// The rows of a page opened directly are the server's, kept as they are at hydration; a page reached by a link
// renders its own (plugins/api-reference/theme/ApiReference/StaticRows.tsx). The filter hides rows in both.
for (const [label, viewport] of DESKTOP_AND_PHONE) {
  test(`narrows the props table as the reader types in the filter box, on ${label}`, async ({ openPage }) => {
    const { page, problems } = await openPage({ viewport });
    await gotoAndSettle(page, '/x/api/data-grid/data-grid/');
    await checkPropsFilter(page);
    await page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link', { name: 'API reference' }).click();
    await page.waitForURL(/\/x\/api\/data-grid\/$/);
    await page.getByRole('article').getByRole('link', { name: 'DataGrid', exact: true }).click();
    await page.waitForURL(/\/x\/api\/data-grid\/data-grid\/$/);
    await checkPropsFilter(page);
    expect(problems.errors).toEqual([]);
  });
}

// On phones the cards off screen are not laid out until the reader nears them (content-visibility): a link into the
// page still lands on its row.
for (const [label, viewport] of DESKTOP_AND_PHONE) {
  test(`scrolls to a prop row when its anchor is opened, on ${label}`, async ({ openPage }) => {
    const { page } = await openPage({ viewport });
    await gotoAndSettle(page, '/x/api/data-grid/data-grid/#prop-getRowId');
    await waitForRowInUpperHalf(page, 'prop-getRowId');
    await page.locator('#prop-rows a').click();
    await page.waitForFunction(() => window.location.hash === '#prop-rows');
    await waitForRowInUpperHalf(page, 'prop-rows');
    await expect(page.locator('#prop-rows').innerText()).resolves.toContain('GridRowsProp<R>');
  });

  test(`opens a link to a row in a section further down the page, such as a CSS class, on ${label}`, async ({ openPage }) => {
    const { page } = await openPage({ viewport });
    await gotoAndSettle(page, '/x/api/data-grid/data-grid/#classes-cell');
    await waitForRowInUpperHalf(page, 'classes-cell');
    await page.waitForFunction(() => document.getElementById('classes-cell')?.innerText.includes('.MuiDataGrid-cell'));
  });
}

test('filters the product index and links to the pages', async ({ openCheckedPage }) => {
  const { page, problems } = await openCheckedPage('/x/api/date-pickers/');
  const links = page.locator('article ul li a');
  const before = await links.count();
  await page.getByLabel('Find an API').fill('DatePicker');
  const names = await links.allInnerTexts();
  expect(names.length).toBeLessThan(before);
  expect(names).toContain('DatePicker');
  expect(names.filter((name) => !name.includes('DatePicker'))).toEqual([]);
  await page.getByRole('article').getByRole('link', { name: 'DatePicker', exact: true }).click();
  await page.waitForURL(/\/x\/api\/date-pickers\/date-picker\/$/);
  await expect(page.locator('#prop-minDate').innerText()).resolves.toContain('Minimal selectable date.');
  expect(problems.errors).toEqual([]);
});

test("lists a generic chart provider's axes, badges what Premium adds to GridColDef, and gives the x-axis its own classes", async ({
  openCheckedPage,
}) => {
  const { page } = await openCheckedPage('/x/api/charts/charts-data-provider-pro/');
  await expect(page.locator('#prop-xAxis').innerText()).resolves.toContain('xAxis');
  await expect(page.locator('#prop-zoomData').innerText()).resolves.toContain('zoomData');

  await gotoAndSettle(page, '/x/api/data-grid/grid-col-def/');
  await expect(page.locator('#prop-aggregable [data-badge="plan"]').innerText()).resolves.toBe('Premium');
  await expect(page.locator('#prop-renderHeaderFilter [data-badge="plan"]').innerText()).resolves.toBe('Pro');
  expect(await page.locator('#prop-field [data-badge="plan"]').count()).toBe(0);

  await gotoAndSettle(page, '/x/api/charts/charts-x-axis/');
  await page.locator('#classes-tickLabel').scrollIntoViewIfNeeded();
  await page.waitForFunction(() => document.getElementById('classes-tickLabel')?.innerText.includes('.MuiChartsAxis-tickLabel'));
  expect(await page.locator('[id^="classes-"]', { hasText: 'MuiRadarAxis' }).count()).toBe(0);
});

test("has a page for each interface the reference site documents and for components without props, and leads the reference's other page names to this site's pages", async ({
  openCheckedPage,
}) => {
  const { page, problems } = await openCheckedPage('/x/api/data-grid/grid-filter-operator/');
  await expect(page.locator('h1').innerText()).resolves.toContain('GridFilterOperator');
  await expect(page.locator('#prop-getApplyFilterFn').innerText()).resolves.toContain('getApplyFilterFn');
  await expect(page.locator('#prop-InputComponent').innerText()).resolves.toContain('InputComponent');

  await gotoAndSettle(page, '/x/api/data-grid/grid-filter-api/');
  await expect(page.locator('#prop-showFilterPanel').innerText()).resolves.toContain('showFilterPanel');
  await gotoAndSettle(page, '/x/api/data-grid/grid-cell-selection-api/');
  await expect(page.locator('h1 [data-badge="plan"]').innerText()).resolves.toBe('Premium');

  await gotoAndSettle(page, '/x/api/charts/bar-series/');
  await expect(page.locator('#prop-barLabel').innerText()).resolves.toContain('barLabel');

  // Components without props of their own have pages too: their import and the guides that demo them.
  await gotoAndSettle(page, '/x/api/charts/charts-zoom-slider/');
  await expect(page.locator('#props + p').innerText()).resolves.toBe('It takes no props.');
  await expect(page.locator('#demos + ul').innerText()).resolves.toContain('Zoom and pan');
  await gotoAndSettle(page, '/x/api/charts/focused-bar/');
  await expect(page.locator('#props + p').innerText()).resolves.toContain('It takes no props of its own');
  await page.locator('h2#inheritance').waitFor();

  for (const [referencePath, pagePath, name] of [
    ['/x/api/charts/sankey-chart/', '/x/api/charts/unstable-sankey-chart/', 'Unstable_SankeyChart'],
    ['/x/api/date-pickers/picker-day-2/', '/x/api/date-pickers/picker-day2/', 'PickerDay2'],
  ] as const) {
    await page.goto(`${baseUrl()}${referencePath}`);
    await page.waitForURL(`**${pagePath}`);
    await page.locator('h1', { hasText: name }).waitFor();
  }
  expect(problems.errors).toEqual([]);
});

test("lists the Data Grid selectors by feature with their calls, filters them, and links a guide's selectors to their rows", async ({
  openCheckedPage,
}) => {
  const { page, problems } = await openCheckedPage('/x/api/data-grid/selectors/');
  // The sections further down are laid out as the reader nears them (content-visibility): scroll to a row to read it.
  const rowText = async (selector: string) => {
    const row = page.locator(selector);
    await row.scrollIntoViewIfNeeded();
    await page.waitForFunction((css) => (document.querySelector<HTMLElement>(css)?.innerText ?? '') !== '', selector);
    return row.innerText();
  };
  await expect(page.locator('h1').innerText()).resolves.toBe('Data Grid selectors');
  await expect(rowText('section:has(> h2#sorting) #gridSortModelSelector')).resolves.toContain('(apiRef) => GridSortModel');
  await expect(rowText('#gridRowNodeSelector')).resolves.toContain('(apiRef, rowId: GridRowId) => GridTreeNode');
  await expect(rowText('#gridAggregationModelSelector [data-badge="plan"]')).resolves.toBe('Premium');
  await expect(rowText('#gridVirtualizationEnabledSelector')).resolves.toContain('Deprecated');
  await expect(rowText('section:has(> h2#other-selectors) #gridRowSelectionCountSelector')).resolves.toContain('(apiRef) => number');
  // The package marks some exported selectors "do not document"; they have no row.
  expect(await page.locator('#gridSortColumnLookupSelector').count()).toBe(0);

  const filter = page.getByLabel('Filter selectors');
  await filter.fill('pivot');
  await page.getByText(/^1 of \d+ selectors$/).waitFor();
  await expect(page.locator('tbody tr:visible').allInnerTexts()).resolves.toEqual([expect.stringContaining('gridPivotModelSelector')]);
  expect(await page.locator('h2#sorting').isVisible()).toBe(false);
  await filter.fill('no-such-selector');
  await page.getByText('No selector matches').waitFor();

  // From the product index, the page is rendered in the browser rather than hydrated.
  await gotoAndSettle(page, '/x/api/data-grid/');
  await page.getByRole('article').getByRole('link', { name: 'Data Grid selectors' }).click();
  await page.waitForURL(/\/x\/api\/data-grid\/selectors\/$/);
  await expect(rowText('#gridFilterModelSelector')).resolves.toContain('(apiRef) => GridFilterModel');

  // A guide's API list links the selectors its demos import to their rows.
  await gotoAndSettle(page, '/x/react-data-grid/pagination/');
  await page.locator('h2#api ~ ul').getByRole('link', { name: 'gridPaginationModelSelector', exact: true }).click();
  await page.waitForURL(/\/x\/api\/data-grid\/selectors\/#gridPaginationModelSelector$/);
  await waitForRowInUpperHalf(page, 'gridPaginationModelSelector');

  await gotoAndSettle(page, '/zh/x/api/data-grid/selectors/');
  await expect(rowText('h2#other-selectors')).resolves.toContain('其他选择器');
  expect(problems.errors).toEqual([]);
});

test('shows the Pro badge on DataGridPro and the Premium badge on DataGridPremium', async ({ openCheckedPage }) => {
  const { page } = await openCheckedPage('/x/api/data-grid/data-grid-pro/');
  await expect(page.locator('h1 [data-badge="plan"]').innerText()).resolves.toBe('Pro');
  await gotoAndSettle(page, '/x/api/data-grid/data-grid-premium/');
  await expect(page.locator('h1 [data-badge="plan"]').innerText()).resolves.toBe('Premium');
  await gotoAndSettle(page, '/x/api/data-grid/data-grid/');
  expect(await page.locator('h1 [data-badge="plan"]').count()).toBe(0);
});

test('lists the API of the components a guide page demos, and the product menu knows the API routes', async ({ openCheckedPage }) => {
  const { page } = await openCheckedPage('/x/react-data-grid/sorting/');
  await page.locator('h2#api').waitFor();
  await page.locator('h2#api ~ ul').getByRole('link', { name: 'DataGrid', exact: true }).first().click();
  await page.waitForURL(/\/x\/api\/data-grid\/data-grid\/$/);
  await gotoAndSettle(page, '/x/api/tree-view/rich-tree-view/');
  await expect(page.locator('.navbar').innerText()).resolves.toContain('Tree View');
});

test('says when an API page cannot be loaded on navigation, and loads it on "Try again"', async ({ openCheckedPage }) => {
  const { page } = await openCheckedPage('/x/api/charts/');
  // Fail the BarChart page's data file, which the browser fetches on navigation.
  let failing = true;
  await page.route('**/x/api/charts/bar-chart/data.json', async (route) => {
    if (failing) {
      await route.fulfill({ status: 503, body: 'unavailable' });
      return;
    }
    await route.fallback();
  });
  await page.getByRole('article').getByRole('link', { name: 'BarChart', exact: true }).click();
  await page.waitForURL(/\/x\/api\/charts\/bar-chart\/$/);
  await page.getByRole('alert').filter({ hasText: 'The BarChart API could not be loaded.' }).waitFor();
  await expect(page.title()).resolves.toBe('BarChart API - MUI X');
  failing = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.locator('#prop-series').innerText()).resolves.toContain('series');
});

/** The words of the element's text that the layout splits across two lines (a name broken letter by letter). */
function wordsSplitAcrossLines(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluate((root) => {
    const split: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const match of node.textContent!.matchAll(/[\w$]+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        if (tops.size > 1) split.push(match[0]);
      }
    }
    return split;
  });
}

for (const [label, viewport] of [
  ['a desktop', { width: 1280, height: 900 }],
  ['a 390 px phone', { width: 390, height: 844 }],
] as const) {
  test.describe(`API tables on ${label}`, () => {
    test("shows GridApi's dataSource as a one-line summary that opens onto the full type, without doc comments", async ({ openPage }) => {
      const { page, problems } = await openPage({ viewport });
      await gotoAndSettle(page, '/x/api/data-grid/grid-api/');
      const row = page.locator('[id="prop-dataSource"]');
      await row.scrollIntoViewIfNeeded();
      const disclosure = row.locator('details');
      const summary = disclosure.locator('summary');
      await expect(summary.innerText()).resolves.toMatch(/^\{ … \}\s+full type$/);
      await expect(row.innerText()).resolves.not.toMatch(/\/\*\*|@param|Fetches the rows/);
      const full = disclosure.locator('pre');
      await expect(full.isVisible()).resolves.toBe(false);
      await summary.click();
      await expect(disclosure.getAttribute('open')).resolves.toBe('');
      await expect(full.innerText()).resolves.toMatch(/^\{\n\s+fetchRows: \(parentId\?: GridRowId, .*\n\s+cache: GridDataSourceCache;\n/);
      await expect(full.innerText()).resolves.not.toContain('/**');
      await expect(wordsSplitAcrossLines(page, '[id="prop-dataSource"] td[data-label="Type"]')).resolves.toEqual([]);
      expect(problems.errors).toEqual([]);
    });

    test('renders a default written with backticks as code in a sentence, and breaks no type name', async ({ openPage }) => {
      const { page } = await openPage({ viewport });
      await gotoAndSettle(page, '/x/api/date-pickers/date-range-picker/');
      const cell = page.locator('[id="prop-closeOnSelect"] td[data-label="Default"]');
      await cell.scrollIntoViewIfNeeded();
      await expect(cell.innerText()).resolves.not.toContain('`');
      await expect(cell.locator('code').allInnerTexts()).resolves.toEqual(['true', 'false', 'desktopModeMediaQuery']);
      await expect(wordsSplitAcrossLines(page, '[id="prop-closeOnSelect"] td[data-label="Default"]')).resolves.toEqual([]);
      await expect(wordsSplitAcrossLines(page, 'table[data-api-table="props"] tbody')).resolves.toEqual([]);
    });
  });
}

test('shows the breadcrumbs of the guides on an API page: product, API reference, kind, component', async ({ openPage }) => {
  const { page } = await openPage();
  await gotoAndSettle(page, '/x/api/data-grid/data-grid/');
  const breadcrumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
  await expect(breadcrumbs.locator('.breadcrumbs__item').allInnerTexts()).resolves.toEqual([
    'Data Grid',
    'API reference',
    'Components',
    'DataGrid',
  ]);
  await expect(breadcrumbs.getByRole('link', { name: 'API reference' }).getAttribute('href')).resolves.toBe('/x/api/data-grid/');
  await expect(breadcrumbs.locator('.breadcrumbs__item--active').innerText()).resolves.toBe('DataGrid');
  const structuredData = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) =>
      scripts.map((script) => JSON.parse(script.textContent) as { '@type': string; itemListElement?: { name: string }[] }),
    );
  const list = structuredData.find((data) => data['@type'] === 'BreadcrumbList');
  expect(list?.itemListElement?.map((item) => item.name)).toEqual(['API reference', 'DataGrid']);
});

test('marks the page in the sidebar and shows the breadcrumbs on the Chinese site, where addresses start with /zh/', async ({
  openPage,
}) => {
  const { page } = await openPage();
  await gotoAndSettle(page, '/zh/x/api/data-grid/grid-filter-api/');
  await expect(page.locator('.theme-doc-sidebar-menu .menu__link--active').last().innerText()).resolves.toBe('GridFilterApi');
  await expect(page.locator('.theme-doc-sidebar-menu .menu__link--active').last().getAttribute('href')).resolves.toBe(
    '/zh/x/api/data-grid/grid-filter-api/',
  );
  const breadcrumbs = page.locator('nav.theme-doc-breadcrumbs');
  await expect(breadcrumbs.locator('.breadcrumbs__item').allInnerTexts()).resolves.toEqual([
    '数据表格',
    'API 参考',
    '接口',
    'GridFilterApi',
  ]);
  await expect(breadcrumbs.getByRole('link', { name: 'API 参考' }).getAttribute('href')).resolves.toBe('/zh/x/api/data-grid/');
});
