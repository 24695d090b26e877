/**
 * Sharing an edited demo, in Chromium: "Copy link" puts the edit into the page's address; a reader who opens the
 * link sees that demo's editor with the link's code, read-only, and nothing of it runs until they press Run; Back to
 * the original drops it. A crafted or damaged link runs nothing and says so on its demo, and the page goes on.
 */
import { deflateRawSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { baseUrl, gotoAndSettle, holdScripts, openPageIn, waitForHydration, type OpenedPage } from './support/browser';
import { demo, pageAnswers, paste, startEditing } from './support/demo';
import { CLIPBOARD, expect, test, type OpenPage } from './support/fixtures';

const CHARTS = '/x/react-charts/';

/** Code that says whether it ran, at the module's top and as it renders. */
const SHARED_CODE = `import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

(window as any).__sharedRan = 'module';

export default function RainfallBars() {
  (window as any).__sharedRan = 'render';
  return (
    <BarChart
      height={320}
      skipAnimation
      xAxis={[{ scaleType: 'band', data: ['Jan', 'Feb'] }]}
      series={[{ data: [3, 4], label: 'Shared station' }]}
    />
  );
}
`;

function sharedRan(page: Page): Promise<unknown> {
  return page.evaluate(() => (window as unknown as { __sharedRan?: unknown }).__sharedRan);
}

/** A link the site would make, with the code compressed here, as a crafted link would be. */
function craftedLink(code: string, fields: Record<string, string> = {}): string {
  const encoded = deflateRawSync(code).toString('base64url');
  return fragmentLink({ code: encoded, ...fields });
}

function fragmentLink(fields: Record<string, string>): string {
  const fragment = new URLSearchParams({ 'shared-edit': '1', demo: 'RainfallBars', variant: 'ts', styling: 'system', ...fields });
  return `${baseUrl()}${CHARTS}#${fragment.toString()}`;
}

/** Edits the chart demo into SHARED_CODE and copies its link. */
async function copyLinkOfSharedCode({ page, problems }: OpenedPage): Promise<string> {
  await gotoAndSettle(page, CHARTS);
  const section = await demo(page, 'RainfallBars');
  const toolbar = section.getByRole('toolbar', { name: 'demo source' });
  // Nothing to share before an edit.
  await expect(toolbar.getByRole('button', { name: 'Copy a link to this edit' }).count()).resolves.toBe(0);
  const editor = await startEditing(section);
  await paste(page, editor, SHARED_CODE, { replaceAll: true });
  await section.locator('.demo-frame').getByText('Shared station').waitFor();
  await toolbar.getByRole('button', { name: 'Copy a link to this edit' }).click();
  await toolbar.getByRole('button', { name: 'Link copied' }).waitFor();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(problems.errors).toEqual([]);
  return link;
}

/** Opens a link in a fresh context (no session, no clipboard), as a reader who received it would. */
async function openLink(openPage: OpenPage, link: string, options = {}): Promise<OpenedPage> {
  const opened = await openPage(options);
  await opened.page.goto(link, { waitUntil: 'load' });
  await waitForHydration(opened.page);
  return opened;
}

const NOTICE = /came from the link you opened and has not run/;

test.describe('a shared edit', () => {
  let link = '';
  test.beforeAll(async ({ browser }) => {
    const opened = await openPageIn(browser, CLIPBOARD);
    try {
      link = await copyLinkOfSharedCode(opened);
    } finally {
      await opened.page.context().close();
    }
  });

  test('is copied as the page’s address with the edit in its fragment', () => {
    expect(link).toMatch(
      new RegExp(`^${baseUrl()}/x/react-charts/#shared-edit=1&demo=RainfallBars&variant=ts&styling=system&code=[A-Za-z0-9_-]+$`),
    );
  });

  test('opens in the editor without running until Run, then runs, by keyboard', async ({ openPage }) => {
    const { page, problems } = await openLink(openPage, link);
    const section = await demo(page, 'RainfallBars');
    const notice = section.getByRole('status').filter({ hasText: NOTICE });
    await notice.waitFor();
    await expect(notice.textContent()).resolves.toContain('The preview shows the original demo.');
    const editor = section.getByRole('textbox', { name: /from the link: read-only until you run it/ });
    await editor.filter({ hasText: 'Shared station' }).waitFor();
    await expect(editor.getAttribute('aria-readonly')).resolves.toBe('true');
    await expect(editor.evaluate((element) => (element as HTMLElement).isContentEditable)).resolves.toBe(false);
    // The page scrolled to the demo.
    await expect(section.evaluate((element) => element.getBoundingClientRect().top < window.innerHeight)).resolves.toBe(true);
    // The preview is the original, and the link's code has not run, even after a while.
    await section.locator('.demo-frame').getByText('Coastal station').waitFor();
    await page.waitForTimeout(500);
    await pageAnswers(page);
    await expect(sharedRan(page)).resolves.toBeUndefined();
    await expect(section.locator('.demo-frame').getByText('Shared station').count()).resolves.toBe(0);

    // The notice has the focus: the next Tab reaches Run.
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Run');
    await page.keyboard.press('Enter');
    await section.locator('.demo-frame').getByText('Shared station').waitFor();
    await expect(sharedRan(page)).resolves.toBe('render');
    await expect(notice.count()).resolves.toBe(0);
    await section.getByText(/Edited: the preview runs this TypeScript code/).waitFor();
    const editable = section.getByRole('textbox', { name: /code of the RainfallBars demo, editable/ });
    await expect(editable.getAttribute('aria-readonly')).resolves.toBe('false');
    // The link is spent: the address no longer offers it, and the code is the reader's edit, kept on reload.
    expect(page.url()).toBe(`${baseUrl()}${CHARTS}`);
    await page.reload({ waitUntil: 'networkidle' });
    const reloaded = await demo(page, 'RainfallBars');
    await reloaded.getByText('Your edits from earlier in this session are back.').waitFor();
    await reloaded.locator('.demo-frame').getByText('Shared station').waitFor();
    await expect(reloaded.getByRole('status').filter({ hasText: NOTICE }).count()).resolves.toBe(0);
    // The editor the page reopened has not taken the focus: the reader has not asked for it.
    await expect(page.evaluate(() => document.activeElement === document.body)).resolves.toBe(true);
    expect(problems.errors).toEqual([]);
  });

  test('goes back to the original, and the address no longer offers it', async ({ openPage }) => {
    const { page, problems } = await openLink(openPage, link);
    const section = await demo(page, 'RainfallBars');
    await section.getByRole('status').filter({ hasText: NOTICE }).waitFor();
    await section.getByRole('button', { name: 'Back to the original' }).click();
    const editor = section.getByRole('textbox', { name: /code of the RainfallBars demo, editable/ });
    await editor.filter({ hasText: "label: 'Coastal station'" }).waitFor();
    await expect(section.getByRole('status').filter({ hasText: NOTICE }).count()).resolves.toBe(0);
    await expect(page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).resolves.toBe('Edit the code');
    await section.locator('.demo-frame').getByText('Coastal station').waitFor();
    await expect(sharedRan(page)).resolves.toBeUndefined();
    expect(page.url()).toBe(`${baseUrl()}${CHARTS}`);
    await page.reload({ waitUntil: 'networkidle' });
    await expect((await demo(page, 'RainfallBars')).getByRole('status').filter({ hasText: NOTICE }).count()).resolves.toBe(0);
    await expect(sharedRan(page)).resolves.toBeUndefined();
    expect(problems.errors).toEqual([]);
  });

  test('leaves the focus on Edit when the reader goes back before the editor has loaded', async ({ openPage }) => {
    const { page, problems } = await openPage();
    const release = await holdScripts(page, '**/assets/js/demo-editor.*.js');
    await page.goto(link, { waitUntil: 'load' });
    await waitForHydration(page);
    const section = await demo(page, 'RainfallBars');
    await section.getByRole('status').filter({ hasText: NOTICE }).waitFor();
    await section.getByText('Loading the editor…').waitFor();
    await section.getByRole('button', { name: 'Back to the original' }).click();
    release();
    const editor = section.getByRole('textbox', { name: /TypeScript code of the RainfallBars demo, editable/ });
    await editor.filter({ hasText: "label: 'Coastal station'" }).waitFor();
    await expect(editor.getAttribute('aria-readonly')).resolves.toBe('false');
    await page.waitForTimeout(300);
    await expect(page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).resolves.toBe('Edit the code');
    expect(problems.errors).toEqual([]);
  });

  test('warns a reader with an edit of their own that running it replaces that edit, which stays until Run', async ({ openPage }) => {
    const { page, problems } = await openPage(CLIPBOARD);
    await gotoAndSettle(page, CHARTS);
    let section = await demo(page, 'RainfallBars');
    const editor = await startEditing(section);
    await paste(page, editor, SHARED_CODE.replace('Shared station', 'My own station').replace(/__sharedRan/g, '__ownRan'), {
      replaceAll: true,
    });
    await section.locator('.demo-frame').getByText('My own station').waitFor();
    await gotoAndSettle(page, '/x/introduction/');
    await page.goto(link, { waitUntil: 'load' });
    await waitForHydration(page);
    section = await demo(page, 'RainfallBars');
    const notice = section.getByRole('status').filter({ hasText: NOTICE });
    await notice.filter({ hasText: 'The preview shows your own edit, which running this code replaces.' }).waitFor();
    await section.locator('.demo-frame').getByText('My own station').waitFor();
    await expect(sharedRan(page)).resolves.toBeUndefined();
    await notice.getByRole('button', { name: 'Run' }).click();
    await section.locator('.demo-frame').getByText('Shared station').waitFor();
    expect(problems.errors).toEqual([]);
  });

  test('opens with the Chinese notice on a Chinese page', async ({ openPage }) => {
    const { page, problems } = await openLink(openPage, link.replace('/x/react-charts/', '/zh/x/react-charts/'));
    const section = await demo(page, 'RainfallBars');
    const notice = section
      .getByRole('status')
      .filter({ hasText: '这段 TypeScript 代码来自你打开的链接，尚未运行。预览显示的是原示例。请先阅读' });
    await notice.waitFor();
    await notice.getByRole('button', { name: '运行' }).waitFor();
    await notice.getByRole('button', { name: '恢复原示例' }).waitFor();
    await expect(sharedRan(page)).resolves.toBeUndefined();
    expect(problems.errors).toEqual([]);
  });
});

test.describe('a crafted or damaged link', () => {
  const cases: [string, () => string, RegExp][] = [
    [
      'with script tags in its code',
      () => fragmentLink({ code: '<script>window.__sharedRan=1</script>' }),
      /the link is damaged or cut short/,
    ],
    ['of a megabyte', () => fragmentLink({ code: 'A'.repeat(1024 * 1024) }), /the link is longer than this site accepts/],
    [
      'whose code is not deflate data',
      () => fragmentLink({ code: Buffer.from('<script>window.__sharedRan = 1</script>').toString('base64url') }),
      /the link is damaged or cut short/,
    ],
    ['whose code is not base64url', () => fragmentLink({ code: 'not+base64/at all!' }), /the link is damaged or cut short/],
    ['of another version', () => craftedLink(SHARED_CODE, { 'shared-edit': '9' }), /made by another version of this site/],
    ['for a styling the demo lacks', () => craftedLink(SHARED_CODE, { styling: 'tailwind' }), /this demo has no Tailwind version/],
  ];

  for (const [caseName, linkOf, reason] of cases) {
    test(`${caseName} runs nothing and says so on its demo`, async ({ openPage }) => {
      const { page, problems } = await openLink(openPage, linkOf());
      const section = await demo(page, 'RainfallBars');
      const message = section.getByRole('alert').filter({ hasText: /The code in this link could not be read/ });
      await message.filter({ hasText: reason }).waitFor();
      await pageAnswers(page);
      await section.locator('.demo-frame').getByText('Coastal station').waitFor();
      await expect(sharedRan(page)).resolves.toBeUndefined();
      await expect(section.getByRole('textbox').count()).resolves.toBe(0);
      await message.getByRole('button', { name: 'Dismiss' }).click();
      await expect(message.count()).resolves.toBe(0);
      expect(page.url()).toBe(`${baseUrl()}${CHARTS}`);
      expect(problems.errors).toEqual([]);
    });
  }

  test('with script tags in readable code shows them as code and runs none of it', async ({ openPage }) => {
    const code = `</script><script>window.__sharedRan = 'html'</script>\n${SHARED_CODE}`;
    const { page, problems } = await openLink(openPage, craftedLink(code));
    const section = await demo(page, 'RainfallBars');
    await section.getByRole('status').filter({ hasText: NOTICE }).waitFor();
    await section.getByRole('textbox').filter({ hasText: "<script>window.__sharedRan = 'html'</script>" }).waitFor();
    await page.waitForTimeout(500);
    await expect(sharedRan(page)).resolves.toBeUndefined();
    await expect(
      page.locator('script:not([src])').evaluateAll((scripts) => scripts.some((script) => script.textContent?.includes('__sharedRan'))),
    ).resolves.toBe(false);
    expect(problems.errors).toEqual([]);
  });

  test("on a phone, the cookie banner leaves the link's notice and its Run button in sight", async ({ openPage }) => {
    const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
    const { page, problems } = await openLink(openPage, craftedLink(SHARED_CODE), phone);
    const notice = page.getByRole('status').filter({ hasText: NOTICE });
    await notice.waitFor();
    // A first visit: nothing chosen yet, so the banner is up at the bottom of the window.
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await banner.waitFor();
    const run = notice.getByRole('button', { name: 'Run' });
    await expect
      .poll(async () => ((await run.boundingBox())?.y ?? Infinity) + ((await run.boundingBox())?.height ?? 0))
      .toBeLessThanOrEqual((await banner.boundingBox())?.y ?? 0);
    await expect(run).toBeInViewport();
    expect(problems.errors).toEqual([]);
  });

  test('naming a demo the page does not have changes nothing', async ({ openPage }) => {
    const { page, problems } = await openLink(openPage, craftedLink(SHARED_CODE, { demo: 'NoSuchDemo' }));
    const section = await demo(page, 'RainfallBars');
    await section.locator('.demo-frame').getByText('Coastal station').waitFor();
    await pageAnswers(page);
    await expect(page.getByRole('status').filter({ hasText: NOTICE }).count()).resolves.toBe(0);
    await expect(page.getByText(/The code in this link could not be read/).count()).resolves.toBe(0);
    await expect(sharedRan(page)).resolves.toBeUndefined();
    expect(problems.errors).toEqual([]);
  });
});

test.describe('Copy link', () => {
  test('refuses an edit too long for a link, with a message, and goes once the edit is reset', async ({ openPage }) => {
    const { page, problems } = await openPage(CLIPBOARD);
    await gotoAndSettle(page, CHARTS);
    const section = await demo(page, 'RainfallBars');
    const editor = await startEditing(section);
    // Letters that hardly compress, in a comment: 60 000 of them make a fragment over the 32 000 characters a link may have.
    let seed = 7;
    let noise = '';
    for (let index = 0; index < 60_000; index += 1) {
      // xorshift32: a fixed sequence of letters with no repeats for deflate to find.
      seed ^= seed << 13;
      seed ^= seed >>> 17;
      seed ^= seed << 5;
      seed >>>= 0;
      noise += String.fromCharCode(97 + (seed % 26));
    }
    await paste(page, editor, `// ${noise}\n${SHARED_CODE}`, { replaceAll: true });
    await section.locator('.demo-frame').getByText('Shared station').waitFor();
    const toolbar = section.getByRole('toolbar', { name: 'demo source' });
    await toolbar.getByRole('button', { name: 'Copy a link to this edit' }).click();
    await section.getByRole('alert').filter({ hasText: 'This edit is too long to share as a link.' }).waitFor();
    await toolbar.getByRole('button', { name: 'Copy failed' }).waitFor();
    await section.getByRole('button', { name: 'Reset the demo' }).click();
    await expect(toolbar.getByRole('button', { name: /Copy a link to this edit|Copy failed/ }).count()).resolves.toBe(0);
    expect(problems.errors).toEqual([]);
  });
});
