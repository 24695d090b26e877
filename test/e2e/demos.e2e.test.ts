import { decompressFromBase64 } from 'lz-string';
import type { Page } from 'playwright-core';
import { baseUrl, gotoAndSettle, openPage, launchSharedBrowser } from './support/browser';
import { openCheckedPage } from './support/pageChecks';

const browser = launchSharedBrowser();

async function openWithClipboard(): Promise<Page> {
  const { page } = await openPage(browser());
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
  return page;
}

const toolbarOf = (page: Page) => page.getByRole('toolbar', { name: 'demo source' }).first();
const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

describe('a live code block', () => {
  it('loads its editor as the reader scrolls to it, and the chart follows the edited code', async () => {
    const { page, problems } = await openPage(browser());
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
    expect(problems.errors).toEqual([]);
    await page.context().close();
  });
});

describe('a live demo', () => {
  it('renders the real component with its toolbar and a preview of its code', async () => {
    const { page, problems } = await openCheckedPage(browser(), '/x/react-tree-view/');
    await page.getByRole('treeitem', { name: 'src' }).waitFor();
    await expect(page.locator('[data-demo-code="ProjectFilesTree"]').textContent()).resolves.toContain('<RichTreeView');
    expect(problems.errors).toEqual([]);
    await page.context().close();
  });

  it('switches the code between TypeScript and JavaScript and remembers the choice on other pages', async () => {
    const { page } = await openPage(browser());
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
    await page.context().close();
  });

  it('opens the code of a demo linked as #Name.js in JavaScript', async () => {
    const { page } = await openPage(browser());
    await gotoAndSettle(page, '/x/react-tree-view/#ProjectFilesTree.js');
    const code = page.locator('[data-demo-code="ProjectFilesTree"]');
    await code.filter({ hasText: 'export default function ProjectFilesTree()' }).waitFor();
    await expect(code.textContent()).resolves.toContain('export default function ProjectFilesTree()');
    await expect(code.textContent()).resolves.not.toContain('TreeViewDefaultItemModelProperties');
    await page.context().close();
  });

  it('copies the code, says "Copied", then "Copy" again', async () => {
    const page = await openWithClipboard();
    await gotoAndSettle(page, '/x/react-tree-view/');
    const toolbar = toolbarOf(page);
    await toolbar.getByRole('button', { name: 'Copy', exact: true }).click();
    await toolbar.getByRole('button', { name: 'Copied', exact: true }).waitFor();
    await expect(clipboard(page)).resolves.toContain('export default function ProjectFilesTree()');
    await toolbar.getByRole('button', { name: 'Copy', exact: true }).waitFor({ timeout: 3000 });
    await page.context().close();
  });
});

describe('demos on a page reached by a link', () => {
  it('show the page first and run each demo once the reader nears it', async () => {
    const { page, problems } = await openPage(browser());
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
    await page.context().close();
  });
});

describe('the demo toolbar from the keyboard', () => {
  it('is one Tab stop: the arrow keys move inside it, Tab leaves it, and the focus ring shows', async () => {
    const { page, problems } = await openPage(browser(), { viewport: { width: 1280, height: 900 } });
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
    await page.keyboard.press('End');
    await expect(focused()).resolves.toBe('Link to this demo');
    // Tab leaves the toolbar at once; Shift+Tab comes back to the control used last.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('[role="toolbar"]') === null)).toBe(true);
    await page.keyboard.press('Shift+Tab');
    await expect(focused()).resolves.toBe('Link to this demo');
    expect(problems.errors).toEqual([]);
    await page.context().close();
  });
});

describe('code blocks', () => {
  it('copy with their button, which says "Copied" for two seconds', async () => {
    const page = await openWithClipboard();
    await gotoAndSettle(page, '/x/react-charts/');
    const block = page.locator('.theme-code-block').filter({ hasText: 'npm install @mui/x-charts' }).first();
    await block.hover();
    await block.getByRole('button', { name: 'Copy', exact: true }).click();
    await block.getByRole('button', { name: 'Copied', exact: true }).waitFor();
    await expect(clipboard(page)).resolves.toContain('npm install @mui/x-charts');
    await page.waitForTimeout(1500);
    await expect(block.getByRole('button', { name: 'Copied', exact: true }).count()).resolves.toBe(1);
    await block.getByRole('button', { name: 'Copy', exact: true }).waitFor({ timeout: 2000 });
    await page.context().close();
  });

  it('copy the hovered block with Ctrl+C when nothing is selected', async () => {
    const page = await openWithClipboard();
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
    await page.context().close();
  });
  it('are highlighted in the browser when their code changes or the reader follows a link', async () => {
    const { page, problems } = await openPage(browser());
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
    await page.context().close();
  });
});

describe('sandboxes', () => {
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

  it('opens a runnable TypeScript project in CodeSandbox', async () => {
    const { page } = await openPage(browser());
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
    await page.context().close();
  });

  it('opens the JavaScript project in StackBlitz when JavaScript is chosen', async () => {
    const { page } = await openPage(browser());
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
    await page.context().close();
  });
});
