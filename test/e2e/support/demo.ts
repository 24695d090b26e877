import type { Locator, Page } from '@playwright/test';

/**
 * A demo on the page, by its name (its anchor id), scrolled into view as a reader would: a client-only demo
 * (a Data Grid) mounts only when it comes near the viewport.
 */
export async function demo(page: Page, name: string): Promise<Locator> {
  const section = page.locator(`[id="${name}"]`);
  await section.scrollIntoViewIfNeeded();
  return section;
}

/** Presses the demo's Edit button and returns its editor, once loaded. */
export async function startEditing(section: Locator): Promise<Locator> {
  await section.getByRole('toolbar', { name: 'demo source' }).getByRole('button', { name: 'Edit the code' }).click();
  const editor = section.getByRole('textbox', { name: /code of the .* demo, editable/ });
  await editor.waitFor();
  return editor;
}

/**
 * Selects `word` on the first line of the code that contains `line`, and types over it, as a reader who selected
 * the word would.
 */
export async function replaceWord(
  page: Page,
  editor: Locator,
  line: string,
  word: string,
  replacement: string,
  { delay = 0 }: { delay?: number } = {},
): Promise<void> {
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
  await page.keyboard.type(replacement, { delay });
}

/**
 * Pastes `text` as a reader does, through the clipboard (the page needs the clipboard permissions): over the whole
 * code with `replaceAll`, else where the caret is.
 */
export async function paste(page: Page, editor: Locator, text: string, { replaceAll }: { replaceAll: boolean }): Promise<void> {
  await page.evaluate((pasted) => navigator.clipboard.writeText(pasted), text);
  if (replaceAll) {
    await editor.focus();
    await page.keyboard.press('Control+A');
  }
  await page.keyboard.press('Control+V');
}

/** Resolves once the page has run a few frames: a page stuck in a loop never does. */
export function pageAnswers(page: Page): Promise<unknown> {
  return page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}
