/**
 * Editing a demo in place, in Chromium: the reader types into the code under a chart, a Data Grid and a date
 * picker, and the component follows; broken code shows its error under the preview while the page goes on; undo
 * and Reset bring the original back. Edited code cannot hang the page or outlive Reset, edits come back after a
 * reload, and copying says when it fails.
 */
import { gotoAndSettle } from './support/browser';
import { demo, pageAnswers, paste, replaceWord, startEditing } from './support/demo';
import { CLIPBOARD, expect, test } from './support/fixtures';

test.describe('an editable demo', () => {
  test('redraws a chart from the edited code, shows a broken edit’s error with its line, and undoes it', async ({ openPage }) => {
    const { page, problems } = await openPage();
    const editorScripts: string[] = [];
    page.on('request', (request) => {
      if (/demo-editor/.test(request.url())) editorScripts.push(request.url());
    });
    await gotoAndSettle(page, '/x/react-charts/');
    const section = await demo(page, 'RainfallBars');
    // Readers who never edit never load the editor.
    expect(editorScripts).toEqual([]);
    const editor = await startEditing(section);
    expect(editorScripts.length).toBeGreaterThan(0);
    await expect(section.getByText(/Edit the TypeScript code/).count()).resolves.toBe(1);

    await replaceWord(page, editor, "label: 'Coastal station'", 'Coastal', 'Harbour');
    await section.locator('.demo-frame').getByText('Harbour station').waitFor();
    await section.getByText(/Edited: the preview runs this TypeScript code/).waitFor();

    await replaceWord(page, editor, '<BarChart', 'BarChart', 'BarCart');
    const error = section.getByRole('alert');
    await error.filter({ hasText: /^Line 25: .*BarCart is not defined/ }).waitFor();
    // The rest of the page goes on: its heading, its text, its live code block's chart.
    await expect(page.locator('article h1')).toBeVisible();
    await expect(page.locator('[class*="playgroundPreview"] svg, .live-code-block-loading').count()).resolves.toBeGreaterThan(0);
    await expect(editor.textContent()).resolves.toContain('<BarCart');

    await page.keyboard.press('Control+Z');
    await section.locator('.demo-frame').getByText('Harbour station').waitFor();
    await expect(error.count()).resolves.toBe(0);

    await section.getByRole('button', { name: 'Reset the demo' }).click();
    await section.locator('.demo-frame').getByText('Coastal station').waitFor();
    await expect(editor.textContent()).resolves.toContain("label: 'Coastal station'");
    expect(problems.errors.filter((message) => !/BarCart/.test(message))).toEqual([]);
  });

  test('keeps every letter a slow typist types while the chart redraws from the last pause', async ({ openPage }) => {
    const { page, problems } = await openPage();
    await gotoAndSettle(page, '/x/react-charts/');
    const section = await demo(page, 'RainfallBars');
    const editor = await startEditing(section);
    // A phone's CPU, and a pause after each letter longer than the one after which the chart follows the code: the
    // chart redraws after every letter while the next ones are typed.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await replaceWord(page, editor, "label: 'Coastal station'", 'Coastal', 'Harbourside', { delay: 350 });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await expect(editor.textContent()).resolves.toContain("label: 'Harbourside station'");
    await section.locator('.demo-frame').getByText('Harbourside station').waitFor();
    expect(problems.errors).toEqual([]);
  });

  test('updates a Data Grid from the edited rows, and Escape leaves the editor for the Edit button', async ({ openCheckedPage }) => {
    const { page, problems } = await openCheckedPage('/x/react-data-grid/');
    const section = await demo(page, 'TeamDirectoryGrid');
    await section.getByRole('gridcell', { name: 'Amara Okafor' }).waitFor();
    const editor = await startEditing(section);
    await replaceWord(page, editor, "name: 'Amara Okafor'", 'Amara', 'Adaeze');
    await section.getByRole('gridcell', { name: 'Adaeze Okafor' }).waitFor();
    await page.keyboard.press('Escape');
    await expect(page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).resolves.toBe('Edit the code');
    expect(problems.errors).toEqual([]);
  });

  test('runs the JavaScript variant of a date picker demo once edited', async ({ openCheckedPage }) => {
    const { page, problems } = await openCheckedPage('/x/react-date-pickers/');
    const section = await demo(page, 'AppointmentPicker');
    await section.getByRole('button', { name: 'JS', exact: true }).click();
    await section.locator('button[aria-pressed="true"]', { hasText: /^JS$/ }).waitFor();
    const editor = await startEditing(section);
    // The JavaScript source arrives with the demo's sources module: the editor shows it once loaded, never the types.
    await editor.filter({ hasNotText: 'Dayjs | null' }).filter({ hasText: 'AppointmentPicker' }).waitFor();
    await replaceWord(page, editor, 'Appointment:', 'Appointment', 'Booking');
    await section.getByText('Booking: Monday 2 March 2026').waitFor();
    await section.getByText(/Edited: the preview runs this JavaScript code/).waitFor();
    expect(problems.errors).toEqual([]);
  });
});

test.describe('edited code that misbehaves', () => {
  test('stops an endless loop with a message, the page keeps answering, and Reset brings the demo back', async ({ openPage }) => {
    const { page } = await openPage(CLIPBOARD);
    await gotoAndSettle(page, '/x/react-charts/');
    const section = await demo(page, 'RainfallBars');
    const editor = await startEditing(section);
    const original = (await editor.textContent()) ?? '';
    await paste(page, editor, `while (true) {}\n${original}`, { replaceAll: true });
    await section
      .getByRole('alert')
      .filter({ hasText: /Stopped: this code ran too long/ })
      .waitFor();
    await pageAnswers(page);
    await page.keyboard.type('// still typing');
    await expect(editor.textContent()).resolves.toContain('// still typing');
    await section.getByRole('button', { name: 'Reset the demo' }).click();
    await section.locator('.demo-frame').getByText('Coastal station').waitFor();
    await expect(section.getByRole('alert').count()).resolves.toBe(0);
  });

  test('stops an endless loop inside the component as it renders', async ({ openPage }) => {
    const { page } = await openPage(CLIPBOARD);
    await gotoAndSettle(page, '/x/react-charts/');
    const section = await demo(page, 'RainfallBars');
    const editor = await startEditing(section);
    await paste(page, editor, 'export default function Demo() {\n  let n = 0;\n  while (n >= 0) n++;\n  return <p>{n}</p>;\n}', {
      replaceAll: true,
    });
    await section
      .getByRole('alert')
      .filter({ hasText: /Stopped: this code ran too long/ })
      .waitFor();
    await pageAnswers(page);
  });

  test('stops an interval the edited code started when the reader presses Reset', async ({ openPage }) => {
    const { page } = await openPage(CLIPBOARD);
    await gotoAndSettle(page, '/x/react-charts/');
    const section = await demo(page, 'RainfallBars');
    const editor = await startEditing(section);
    const original = (await editor.textContent()) ?? '';
    const ticking = 'setInterval(() => { (window as any).editedTicks = ((window as any).editedTicks ?? 0) + 1; }, 20);';
    await paste(page, editor, `${ticking}\n${original}`, { replaceAll: true });
    await page.waitForFunction(() => ((window as unknown as { editedTicks?: number }).editedTicks ?? 0) > 3);
    await section.getByRole('button', { name: 'Reset the demo' }).click();
    await section.locator('.demo-frame').getByText('Coastal station').waitFor();
    const atReset = await page.evaluate(() => (window as unknown as { editedTicks: number }).editedTicks);
    // Ten turns of an interval of the page's own: the edited one, had it survived, would have ticked meanwhile.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          let turns = 0;
          const id = setInterval(() => {
            turns += 1;
            if (turns === 10) {
              clearInterval(id);
              resolve();
            }
          }, 20);
        }),
    );
    await expect(page.evaluate(() => (window as unknown as { editedTicks: number }).editedTicks)).resolves.toBe(atReset);
  });

  test('refuses a paste of a megabyte with a message, and typing goes on at once', async ({ openPage }) => {
    const { page } = await openPage(CLIPBOARD);
    await gotoAndSettle(page, '/x/react-charts/');
    const section = await demo(page, 'RainfallBars');
    const editor = await startEditing(section);
    await replaceWord(page, editor, "label: 'Coastal station'", 'Coastal', 'Harbour');
    await paste(page, editor, `// ${'x'.repeat(1024 * 1024)}`, { replaceAll: false });
    await section
      .getByRole('alert')
      .filter({ hasText: /The pasted code was not inserted/ })
      .waitFor();
    const started = Date.now();
    await page.keyboard.type(' 7');
    await expect(editor.textContent()).resolves.toContain("label: 'Harbour 7 station'");
    expect(Date.now() - started).toBeLessThan(1000);
    await expect(editor.evaluate((element) => element.textContent?.length ?? 0)).resolves.toBeLessThan(100_000);
  });
});

test.describe('edits kept for the session', () => {
  test('come back after a reload and after Back, marked, and Discard edits restores the original', async ({ openPage }) => {
    const { page, problems } = await openPage();
    await gotoAndSettle(page, '/x/react-charts/');
    let section = await demo(page, 'RainfallBars');
    const editor = await startEditing(section);
    await replaceWord(page, editor, "label: 'Coastal station'", 'Coastal', 'Harbour');
    await section.locator('.demo-frame').getByText('Harbour station').waitFor();
    await section.getByText(/Edited: the preview runs this TypeScript code/).waitFor();
    // Typed just before the reload, inside the editor's pause: kept too.
    await page.keyboard.type(' North');

    await page.reload({ waitUntil: 'networkidle' });
    section = await demo(page, 'RainfallBars');
    await section.getByText('Your edits from earlier in this session are back.').waitFor();
    await section.locator('.demo-frame').getByText('Harbour North station').waitFor();
    await section.getByText(/Edited: the preview runs this TypeScript code/).waitFor();

    await gotoAndSettle(page, '/x/react-data-grid/');
    await page.goBack({ waitUntil: 'networkidle' });
    section = await demo(page, 'RainfallBars');
    await section.locator('.demo-frame').getByText('Harbour North station').waitFor();

    await section.getByRole('button', { name: 'Discard edits' }).click();
    await section.locator('.demo-frame').getByText('Coastal station').waitFor();
    await expect(section.getByText(/Edited: the preview runs/).count()).resolves.toBe(0);
    await page.reload({ waitUntil: 'networkidle' });
    section = await demo(page, 'RainfallBars');
    await section.locator('.demo-frame').getByText('Coastal station').waitFor();
    await expect(section.getByText('Your edits from earlier in this session are back.').count()).resolves.toBe(0);
    expect(problems.errors).toEqual([]);
  });
});

test.describe('copying code', () => {
  test('Ctrl+C over a code block and over a demo’s code copies every line, as the Copy button does', async ({ openPage }) => {
    const { page } = await openPage(CLIPBOARD);
    await gotoAndSettle(page, '/x/react-charts/');
    const section = await demo(page, 'RainfallBars');
    await section.getByRole('button', { name: /^(Expand|Show) code$/ }).click();
    const code = section.locator('.theme-code-block');
    await code.locator('pre').waitFor();
    await code.hover();
    await page.keyboard.press('Control+C');
    await code.getByRole('button', { name: 'Copied', exact: true }).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.split('\n').length).toBeGreaterThan(10);
    expect(copied).toContain("import { BarChart } from '@mui/x-charts/BarChart';\n");

    await page.evaluate(() => navigator.clipboard.writeText(''));
    await code.getByRole('button', { name: 'Copied', exact: true }).waitFor({ state: 'detached' });
    await code.getByRole('button', { name: 'Copy', exact: true }).click();
    await code.getByRole('button', { name: 'Copied', exact: true }).waitFor();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(copied);
  });

  test('says so, with a reload, when the demo’s code cannot be loaded after a new deployment', async ({ openPage }) => {
    const { page } = await openPage();
    await gotoAndSettle(page, '/x/react-charts/');
    const section = await demo(page, 'RainfallBars');
    // The deployment removed the old files: every script and sources file the page has not loaded yet is gone.
    await page.route(/\/assets\/(?:js|demo-sources)\//, (route) => route.fulfill({ status: 404, body: 'Not Found' }));
    const toolbar = section.getByRole('toolbar', { name: 'demo source' });
    await toolbar.getByRole('button', { name: 'Copy', exact: true }).click();
    await toolbar.getByRole('button', { name: 'Copy failed' }).waitFor();
    const alert = section.getByRole('alert').filter({ hasText: /could not be loaded to copy it/ });
    await alert.getByRole('button', { name: 'Reload page' }).waitFor();
    await expect(page.locator('article h1')).toBeVisible();
  });
});

test.describe('the Charts landing when the live code block’s chunk fails', () => {
  test('says so where the block would be, the page stays, and Try again loads it', async ({ openPage }) => {
    const { page } = await openPage();
    const pattern = '**/assets/js/lazy-live-code.*.js';
    await page.route(pattern, (route) => route.abort());
    await gotoAndSettle(page, '/x/react-charts/');
    await page.getByRole('heading', { name: 'Edit it live' }).scrollIntoViewIfNeeded();
    const alert = page.getByRole('alert').filter({ hasText: 'The live example could not load.' });
    await alert.waitFor();
    await expect(page.locator('article h1')).toBeVisible();
    await expect(page.getByText('This page crashed').count()).resolves.toBe(0);
    await page.unroute(pattern);
    await alert.getByRole('button', { name: 'Try again' }).click();
    await page.locator('.live-code-block-loading').or(page.getByText('Sign-ups')).first().waitFor();
    await page.getByText('Sign-ups').first().waitFor();
  });
});
