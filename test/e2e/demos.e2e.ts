import { decompressFromBase64 } from 'lz-string';
import type { Page } from '@playwright/test';
import { baseUrl, gotoAndSettle } from './support/browser';
import { expect, test, type OpenPage } from './support/fixtures';
import { textContrast } from './support/contrast';
import { systemTurns } from './support/settings';

function grantClipboard(page: Page): Promise<void> {
  return page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
}

async function openWithClipboard(openPage: OpenPage): Promise<Page> {
  const { page } = await openPage();
  await grantClipboard(page);
  return page;
}

const toolbarOf = (page: Page) => page.getByRole('toolbar', { name: 'demo source' }).first();
const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

test.describe('a live code block', () => {
  test('loads its editor as the reader scrolls to it, and the chart follows the edited code', async ({ openPage }) => {
    const { page, problems } = await openPage();
    await gotoAndSettle(page, '/x/react-charts/');
    const block = page.locator('.live-code-block-loading, [class*="playgroundContainer"]').last();
    // Below the fold: the editor is not loaded yet.
    await expect(page.locator('.prism-code[contenteditable]').count()).resolves.toBe(0);
    await page.getByRole('heading', { name: 'Edit it live' }).scrollIntoViewIfNeeded();
    const editor = page.locator('.prism-code[contenteditable]');
    await editor.waitFor();
    await block.scrollIntoViewIfNeeded();
    await editor.getByText("'Sign-ups'").dblclick();
    await page.keyboard.type('Visits');
    await page.locator('[class*="playgroundPreview"]').getByText('Visits').waitFor();

    // Drawn with the site's theme, as a demo is: MUI's default light theme wrote the legend black on the dark page.
    await systemTurns(page, 'dark');
    const legend = page.locator('[class*="playgroundPreview"] .MuiChartsLegend-label');
    await expect.poll(() => textContrast(legend)).toBeGreaterThanOrEqual(4.5);
    expect(problems.errors).toEqual([]);
  });
});

test.describe('a live demo', () => {
  test('renders the real component with its toolbar and a preview of its code, which Copy copies', async ({ openCheckedPage }) => {
    const { page, problems } = await openCheckedPage('/x/react-tree-view/');
    await page.getByRole('treeitem', { name: 'src' }).waitFor();
    await expect(page.locator('[data-demo-code="ProjectFilesTree"]').textContent()).resolves.toContain('<RichTreeView');

    await test.step('Copy copies the code, says "Copied", then "Copy" again', async () => {
      await grantClipboard(page);
      const toolbar = toolbarOf(page);
      await toolbar.getByRole('button', { name: 'Copy', exact: true }).click();
      await toolbar.getByRole('button', { name: 'Copied', exact: true }).waitFor();
      await expect(clipboard(page)).resolves.toContain('export default function ProjectFilesTree()');
      await toolbar.getByRole('button', { name: 'Copy', exact: true }).waitFor({ timeout: 3000 });
    });
    expect(problems.errors).toEqual([]);
  });

  test('switches the code between TypeScript and JavaScript and remembers the choice on other pages', async ({ openPage }) => {
    const { page } = await openPage();
    await gotoAndSettle(page, '/x/react-tree-view/');
    const toolbar = toolbarOf(page);
    await toolbar.getByRole('button', { name: 'Expand code' }).click();
    const code = page.locator('[data-demo-code="ProjectFilesTree"]');
    // The whole file loads when the code is opened; until then the preview shows.
    await code.filter({ hasText: 'TreeViewDefaultItemModelProperties' }).waitFor();
    await toolbar.getByRole('button', { name: 'JS', exact: true }).click();
    await expect(code.textContent()).resolves.not.toContain('TreeViewDefaultItemModelProperties');
    await expect(code.textContent()).resolves.toContain('export default function ProjectFilesTree()');

    await gotoAndSettle(page, '/x/react-charts/');
    await expect(toolbarOf(page).getByRole('button', { name: 'JS', exact: true }).getAttribute('aria-pressed')).resolves.toBe('true');
    const cookies = await page.context().cookies(baseUrl());
    expect(cookies.find((cookie) => cookie.name === 'codeVariant')?.value).toBe('JS');
  });

  test('opens the code of a demo linked as #Name.js in JavaScript', async ({ openPage }) => {
    const { page } = await openPage();
    await gotoAndSettle(page, '/x/react-tree-view/#ProjectFilesTree.js');
    const code = page.locator('[data-demo-code="ProjectFilesTree"]');
    await code.filter({ hasText: 'export default function ProjectFilesTree()' }).waitFor();
    await expect(code.textContent()).resolves.toContain('export default function ProjectFilesTree()');
    await expect(code.textContent()).resolves.not.toContain('TreeViewDefaultItemModelProperties');
  });
});

test.describe('demos on a page reached by a link', () => {
  test('show the page first and run each demo once the reader nears it', async ({ openPage }) => {
    const { page, problems } = await openPage();
    await gotoAndSettle(page, '/x/react-charts/');
    await page.locator('nav[aria-label="Docs sidebar"] a[href="/x/react-charts/overview/"]').click();
    await page.getByRole('heading', { level: 1, name: 'Charts overview' }).waitFor();
    const chartIn = (name: string) => page.locator(`[id="${name}"] .demo-frame svg.MuiChartsSurface-root`);
    // The first demo is in view: its chart follows the text. The last one, screens below, waits for the reader.
    await chartIn('TourBarAndLine').first().waitFor();
    await expect(chartIn('TourCheckoutFunnel').count()).resolves.toBe(0);
    await page.locator('[id="TourCheckoutFunnel"]').scrollIntoViewIfNeeded();
    await chartIn('TourCheckoutFunnel').first().waitFor();
    expect(problems.errors).toEqual([]);
  });
});

test.describe("a page's demos download", () => {
  // The data of the Bars page's first demo, as its minified chunk writes it: in no other script of that page.
  const QUARTERLY_REVENUE_DATA = '182,196,214,239';
  const barsLink = (page: Page) => page.locator('nav[aria-label="Docs sidebar"] a[href="/x/react-charts/bars/"]');
  const revenueChart = (page: Page) => page.locator('[id="QuarterlyRevenueBars"] .demo-frame svg.MuiChartsSurface-root');

  /** Answers the scripts the page asks for from now on, calling `onDemoChunk` for the one with the demo's data. */
  async function watchDemoChunk(page: Page, onDemoChunk: () => Promise<'serve' | 'fail'>) {
    await page.route('**/assets/js/*.js', async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes(QUARTERLY_REVENUE_DATA) && (await onDemoChunk()) === 'fail') {
        await route.abort('connectionfailed');
        return;
      }
      await route.fulfill({ response, body });
    });
  }

  test("a link's page shows its text while its demos download, then each demo", async ({ openPage }) => {
    const { page, problems } = await openPage();
    await gotoAndSettle(page, '/x/react-charts/');
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    let requested = false;
    await watchDemoChunk(page, async () => {
      requested = true;
      await released;
      return 'serve';
    });
    await barsLink(page).click();
    await page.getByRole('heading', { level: 1, name: 'Bars' }).waitFor();
    await expect(page.getByText('A bar chart gives every category its own slot')).toBeVisible();
    await expect.poll(() => requested).toBe(true);
    await expect(page.locator('[id="QuarterlyRevenueBars"] .demo-frame [aria-busy="true"]')).toBeAttached();
    await expect(revenueChart(page)).toHaveCount(0);
    release();
    await expect(revenueChart(page)).toHaveCount(1);
    expect(problems.errors).toEqual([]);
  });

  test("with only their own product's packages: a Tree View page downloads no Data Grid, Charts or Pickers code", async ({ openPage }) => {
    const { page } = await openPage();
    // A string of each other product's built code (a class name of one of its parts): in none of this page's scripts.
    const otherProducts = ['columnHeaderTitleContainer', 'MuiChartsAxis', 'MuiPickersDay'];
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text());
    });
    await gotoAndSettle(page, '/x/react-tree-view/');
    await page.waitForLoadState('networkidle');
    await expect(page.locator('.demo-frame [role="tree"]').first()).toBeVisible();
    const sources = await Promise.all(scripts);
    expect(sources.length).toBeGreaterThan(5);
    expect(otherProducts.filter((marker) => sources.some((source) => source.includes(marker)))).toEqual([]);
  });

  test('a demo whose code fails to download says so, and "Try again" brings it with the page\'s other demos', async ({ openPage }) => {
    const { page } = await openPage();
    await gotoAndSettle(page, '/x/react-charts/');
    let offline = true;
    await watchDemoChunk(page, async () => (offline ? 'fail' : 'serve'));
    await barsLink(page).click();
    const demo = page.locator('[id="QuarterlyRevenueBars"]');
    const nextDemo = page.locator('[id="SwimmingPoolDatasetBars"]');
    await expect(demo.getByRole('alert')).toHaveText(/This demo's code could not be downloaded\. Check your connection, then try again\./);
    await expect(page.getByText('A bar chart gives every category its own slot')).toBeVisible();
    await nextDemo.scrollIntoViewIfNeeded();
    await expect(nextDemo.getByRole('alert')).toBeVisible();
    offline = false;
    await demo.getByRole('button', { name: 'Try again' }).click();
    await expect(revenueChart(page)).toHaveCount(1);
    await expect(demo.getByRole('alert')).toHaveCount(0);
    // The demos of a page share their download: the next one is back without its own "Try again".
    await expect(nextDemo.locator('.demo-frame svg.MuiChartsSurface-root')).toHaveCount(1);
    await expect(nextDemo.getByRole('alert')).toHaveCount(0);
  });
});

test.describe('the demo frame', () => {
  const dataGridLink = (page: Page) => page.locator('nav[aria-label="Docs sidebar"] a.menu__link[href="/x/react-data-grid/"]');

  /** From a text page, a sidebar click to the Data Grid's overview, the frame's chunk answered by `answer`. */
  async function openDataGridByLink(page: Page, answer: () => Promise<'serve' | 'fail'>) {
    await gotoAndSettle(page, '/x/introduction/licensing/');
    await page.route('**/assets/js/demo-frame.*.js', async (route) => {
      if ((await answer()) === 'fail') await route.abort('connectionfailed');
      else await route.continue();
    });
    await page.locator('nav[aria-label="Docs sidebar"]').getByRole('button', { name: 'Data Grid', exact: true }).click();
    await dataGridLink(page).click();
  }

  test("downloads beside the page: a link's page shows its text before the frame, then the frame", async ({ openPage }) => {
    const { page, problems } = await openPage({ viewport: { width: 1280, height: 900 } });
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await openDataGridByLink(page, async () => {
      await released;
      return 'serve';
    });
    await page.getByRole('heading', { level: 1, name: 'Data Grid' }).waitFor();
    await expect(page.locator('article p').first()).toBeVisible();
    await expect(page.locator('.demo-frame')).toHaveCount(0);
    release();
    await expect(page.locator('.demo-frame').first()).toBeVisible();
    expect(problems.errors).toEqual([]);
  });

  test('that fails to download says so in place of the demo, the page stays, and "Try again" brings it', async ({ openPage }) => {
    const { page } = await openPage({ viewport: { width: 1280, height: 900 } });
    let offline = true;
    await openDataGridByLink(page, async () => (offline ? 'fail' : 'serve'));
    const alert = page.getByRole('alert').filter({ hasText: "This demo's code could not be downloaded." }).first();
    await expect(alert).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Data Grid' })).toBeVisible();
    await expect(page.getByText('This page crashed')).toHaveCount(0);
    offline = false;
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(page.locator('.demo-frame').first()).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: "This demo's code could not be downloaded." })).toHaveCount(0);
  });
});

test.describe('the demo toolbar from the keyboard', () => {
  test('is one Tab stop: the arrow keys move inside it, Tab leaves it, and the focus ring shows', async ({ openPage }) => {
    const { page, problems } = await openPage({ viewport: { width: 1280, height: 900 } });
    await gotoAndSettle(page, '/x/react-tree-view/');
    const toolbar = toolbarOf(page);
    await expect(toolbar.locator('[tabindex="0"]').count()).resolves.toBe(1);
    await toolbar.getByRole('button', { name: 'TS', exact: true }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent);
    await expect(focused()).resolves.toBe('Expand code');
    const ring = await page.evaluate(() => getComputedStyle(document.activeElement!).boxShadow);
    expect(ring).not.toBe('none');
    // The focused control's tooltip opens, above the page as MUI's tooltips are.
    const tooltip = page.getByRole('tooltip').filter({ hasText: 'Expand code' });
    await tooltip.waitFor();
    await expect(tooltip.evaluate((element) => getComputedStyle(element).zIndex)).resolves.toBe('1500');
    await page.keyboard.press('End');
    await expect(focused()).resolves.toBe('Link to this demo');
    // Tab leaves the toolbar at once; Shift+Tab comes back to the control used last.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('[role="toolbar"]') === null)).toBe(true);
    await page.keyboard.press('Shift+Tab');
    await expect(focused()).resolves.toBe('Link to this demo');
    expect(problems.errors).toEqual([]);
  });
});

test.describe('code blocks', () => {
  test('copy with their button, which says "Copied" for two seconds', async ({ openPage }) => {
    const page = await openWithClipboard(openPage);
    // The page's timers run on Playwright's clock, which the test moves on instead of waiting.
    await page.clock.install();
    await gotoAndSettle(page, '/x/react-charts/');
    const block = page.locator('.theme-code-block').filter({ hasText: 'npm install @mui/x-charts' }).first();
    await block.hover();
    // Time (a second on) stands still from the click on, but for the test's own steps forward.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await block.getByRole('button', { name: 'Copy', exact: true }).click();
    await block.getByRole('button', { name: 'Copied', exact: true }).waitFor();
    await expect(clipboard(page)).resolves.toContain('npm install @mui/x-charts');
    await page.clock.runFor(1500);
    await expect(block.getByRole('button', { name: 'Copied', exact: true }).count()).resolves.toBe(1);
    await page.clock.runFor(600);
    await block.getByRole('button', { name: 'Copy', exact: true }).waitFor({ timeout: 2000 });
  });

  test('copy the hovered block with Ctrl+C when nothing is selected', async ({ openPage }) => {
    const page = await openWithClipboard(openPage);
    await gotoAndSettle(page, '/x/react-charts/');
    await page.evaluate(() => navigator.clipboard.writeText('nothing yet'));
    const block = page.locator('.theme-code-block').filter({ hasText: 'import { LineChart }' }).first();
    await block.scrollIntoViewIfNeeded();
    await block.hover();
    await page.keyboard.press('Control+C');
    await page.waitForFunction(
      async (expected) => (await navigator.clipboard.readText()).includes(expected),
      "import { LineChart } from '@mui/x-charts/LineChart';",
    );
  });
  test('are highlighted in the browser when their code changes or the reader follows a link', async ({ openPage }) => {
    const { page, problems } = await openPage();
    await gotoAndSettle(page, '/x/react-tree-view/');
    const toolbar = toolbarOf(page);
    await toolbar.getByRole('button', { name: 'Expand code' }).click();
    await toolbar.getByRole('button', { name: 'JS', exact: true }).click();
    const code = page.locator('[data-demo-code="ProjectFilesTree"]');
    await expect(code.textContent()).resolves.not.toContain('TreeViewDefaultItemModelProperties');
    await code.locator('.token.keyword', { hasText: 'export' }).first().waitFor();

    await page.locator('footer').getByRole('link', { name: 'Licensing', exact: true }).click();
    await page.waitForURL('**/x/introduction/licensing/');
    const block = page.locator('.theme-code-block').filter({ hasText: "import { DataGridPro } from '@mui/x-data-grid-pro';" }).first();
    await block.locator('.token.keyword', { hasText: 'import' }).first().waitFor();
    expect(problems.errors).toEqual([]);
  });
});

test.describe('sandboxes', () => {
  /** Clicks, and returns the form the sandbox service receives (the service itself is replaced by a stub). */
  async function capturePost(page: Page, urlPattern: string, click: () => Promise<void>): Promise<URLSearchParams> {
    const body = new Promise<string>((resolve) => {
      void page.context().route(urlPattern, async (route) => {
        resolve(route.request().postData() ?? '');
        await route.fulfill({ status: 200, contentType: 'text/html', body: '<p>sandbox</p>' });
      });
    });
    await click();
    return new URLSearchParams(await body);
  }

  test('opens a runnable TypeScript project in CodeSandbox', async ({ openPage }) => {
    const { page } = await openPage();
    await gotoAndSettle(page, '/x/react-tree-view/');
    const form = await capturePost(page, 'https://codesandbox.io/**', () =>
      toolbarOf(page).getByRole('button', { name: 'Open in CodeSandbox' }).click(),
    );
    const parameters = form.get('parameters') ?? '';
    const json = decompressFromBase64(parameters.replace(/-/g, '+').replace(/_/g, '/'));
    const { files } = JSON.parse(json) as { files: Record<string, { content: string }> };
    expect(files['src/Demo.tsx']?.content).toContain('export default function ProjectFilesTree()');
    const packageJson = JSON.parse(files['package.json']?.content ?? '{}');
    expect(packageJson.dependencies['@mui/x-tree-view']).toBe('^8.29.3');
    expect(packageJson.dependencies.react).toBe('^19.0.0');
    expect(files['tsconfig.json']).toBeDefined();
    expect(form.get('query')).toBe('file=/src/Demo.tsx');
  });

  test('opens the JavaScript project in StackBlitz when JavaScript is chosen', async ({ openPage }) => {
    const { page } = await openPage();
    await gotoAndSettle(page, '/x/react-charts/');
    await toolbarOf(page).getByRole('button', { name: 'JS', exact: true }).click();
    const form = await capturePost(page, 'https://stackblitz.com/**', () =>
      toolbarOf(page).getByRole('button', { name: 'Open in StackBlitz' }).click(),
    );
    expect(form.get('project[template]')).toBe('node');
    expect(form.get('project[title]')).toBe('RainfallBars demo — MUI X');
    expect(form.get('project[files][src/Demo.jsx]')).toContain('export default function RainfallBars()');
    expect(form.get('project[files][src/Demo.jsx]')).not.toContain(': string');
    expect(JSON.parse(form.get('project[files][package.json]') ?? '{}').dependencies['@mui/x-charts']).toBe('^8.29.3');
  });
});
