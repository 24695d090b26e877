/**
 * Editing a demo in place, in Chromium: the reader types into the code under a chart, a Data Grid and a date
 * picker, and the component follows; broken code shows its error under the preview while the page goes on; undo
 * and Reset bring the original back.
 */
import type { Locator, Page } from 'playwright-core';
import { gotoAndSettle, launchSharedBrowser, openPage } from './support/browser';
import { demo } from './support/demo';

const browser = launchSharedBrowser();

/** Presses the demo's Edit button and returns its editor, once loaded. */
async function startEditing(section: Locator): Promise<Locator> {
  await section.getByRole('toolbar', { name: 'demo source' }).getByRole('button', { name: 'Edit the code' }).click();
  const editor = section.getByRole('textbox', { name: /code of the .* demo, editable/ });
  await editor.waitFor();
  return editor;
}

/**
 * Selects `word` on the first line of the code that contains `line`, and types over it, as a reader who selected
 * the word would.
 */
async function replaceWord(page: Page, editor: Locator, line: string, word: string, replacement: string): Promise<void> {
  await editor.evaluate(
    (element, [lineText, wordText]) => {
      const lineElement = [...element.querySelectorAll('.token-line')].find((candidate) => candidate.textContent?.includes(lineText));
      const walker = document.createTreeWalker(lineElement ?? element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const start = node.textContent?.indexOf(wordText) ?? -1;
        if (start < 0) continue;
        const range = document.createRange();
        range.setStart(node, start);
        range.setEnd(node, start + wordText.length);
        (element as HTMLElement).focus();
        const selection = window.getSelection();
        selection?.removeAllRanges();
        selection?.addRange(range);
        return;
      }
      throw new Error(`"${wordText}" is not on a line with "${lineText}"`);
    },
    [line, word] as const,
  );
  await page.keyboard.type(replacement);
}

describe('an editable demo', () => {
  it('redraws a chart from the edited code, shows a broken edit’s error with its line, and undoes it', async () => {
    const { page, problems } = await openPage(browser());
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
    await expect(page.locator('article h1').isVisible()).resolves.toBe(true);
    await expect(page.locator('[class*="playgroundPreview"] svg, .live-code-block-loading').count()).resolves.toBeGreaterThan(0);
    await expect(editor.textContent()).resolves.toContain('<BarCart');

    await page.keyboard.press('Control+Z');
    await section.locator('.demo-frame').getByText('Harbour station').waitFor();
    await expect(error.count()).resolves.toBe(0);

    await section.getByRole('button', { name: 'Reset the demo' }).click();
    await section.locator('.demo-frame').getByText('Coastal station').waitFor();
    await expect(editor.textContent()).resolves.toContain("label: 'Coastal station'");
    expect(problems.errors.filter((message) => !/BarCart/.test(message))).toEqual([]);
    await page.context().close();
  });

  it('updates a Data Grid from the edited rows, and Escape leaves the editor for the Edit button', async () => {
    const { page, problems } = await openPage(browser());
    await gotoAndSettle(page, '/x/react-data-grid/');
    const section = await demo(page, 'TeamDirectoryGrid');
    await section.getByRole('gridcell', { name: 'Amara Okafor' }).waitFor();
    const editor = await startEditing(section);
    await replaceWord(page, editor, "name: 'Amara Okafor'", 'Amara', 'Adaeze');
    await section.getByRole('gridcell', { name: 'Adaeze Okafor' }).waitFor();
    await page.keyboard.press('Escape');
    await expect(page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).resolves.toBe('Edit the code');
    expect(problems.errors).toEqual([]);
    await page.context().close();
  });

  it('runs the JavaScript variant of a date picker demo once edited', async () => {
    const { page, problems } = await openPage(browser());
    await gotoAndSettle(page, '/x/react-date-pickers/');
    const section = await demo(page, 'AppointmentPicker');
    await section.getByRole('button', { name: 'JS', exact: true }).click();
    const editor = await startEditing(section);
    await expect(editor.textContent()).resolves.not.toContain('Dayjs | null');
    await replaceWord(page, editor, 'Appointment:', 'Appointment', 'Booking');
    await section.getByText('Booking: Monday 2 March 2026').waitFor();
    await section.getByText(/Edited: the preview runs this JavaScript code/).waitFor();
    expect(problems.errors).toEqual([]);
    await page.context().close();
  });
});
