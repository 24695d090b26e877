import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { gotoAndSettle, type OpenedPage } from './browser';
import { navigationPageUrls } from './site';

/**
 * What every page of the site is checked for on its one visit (everyPage.e2e.ts visits the pages no other
 * test opens with `openCheckedPage`): it answers 200, hydrates without a console error or uncaught exception, a
 * page of the navigation shows its title, and every demo on it renders.
 */

const navigationPages = new Set(navigationPageUrls());

/**
 * A client-only demo's frame reserves its height (min-height) until the demo mounts: once mounted, the demo needs
 * that height, no more (the page would move) and no less (a gap would stay under it). Its own height is read with
 * the reservation lifted for an instant, within one script run, so nothing is painted without it. Polled for up to
 * 15 s, as a grid measures itself over a few frames (on a loaded CI machine the aggregation page's AggregationFromApi
 * once still measured 206 of its 510 px after 5 s; a failure now also says what the frame showed).
 */
async function expectReservedSpaceKept(page: Page, frameIndex: number): Promise<void> {
  const heights = () =>
    page.evaluate((index) => {
      const frame = document.querySelectorAll<HTMLElement>('.demo-frame')[index];
      if (!frame) return { demo: '', reserved: 0, mounted: 0, shows: '' };
      const reserved = frame.style.minHeight;
      frame.style.minHeight = '0px';
      const mounted = Math.round(frame.getBoundingClientRect().height);
      frame.style.minHeight = reserved;
      const shows = (frame.textContent ?? '').replace(/\s+/g, ' ').slice(0, 200);
      return { demo: frame.parentElement?.id ?? '', reserved: Number.parseFloat(reserved) || 0, mounted, shows };
    }, frameIndex);
  if ((await heights()).reserved === 0) return;
  await expect
    .poll(
      async () => {
        const { demo, reserved, mounted, shows } = await heights();
        return Math.abs(mounted - reserved) <= 3
          ? 'as high as reserved'
          : `${demo}: ${mounted} px of its ${reserved} px, showing "${shows}"`;
      },
      { timeout: 15_000, intervals: [250] },
    )
    .toBe('as high as reserved');
}

/** Waits for each demo on the page to finish loading and checks that it shows something. */
export async function expectDemosRendered(page: Page, pathname: string): Promise<void> {
  const frames = page.locator('.demo-frame');
  const count = await frames.count();
  for (let index = 0; index < count; index += 1) {
    // A client-only demo (a Data Grid) mounts when it comes near the viewport, as the reader scrolls.
    await frames.nth(index).scrollIntoViewIfNeeded();
    await frames.nth(index).locator('> [aria-busy="true"]').waitFor({ state: 'detached' });
    // Something in the frame takes up space (a crashed demo shows its error box, which logs a console error).
    // Looked up afresh on every poll: React may replace the frame's node while the page settles.
    await page.waitForFunction(
      (frameIndex) => {
        const element = document.querySelectorAll('.demo-frame')[frameIndex];
        return Math.max(0, ...[...(element?.children ?? [])].map((child) => child.getBoundingClientRect().height)) > 0;
      },
      index,
      { timeout: 30_000 },
    );
    await expectReservedSpaceKept(page, index);
    // A chart shortens a tick label that has no room left on its axis, down to nothing: an axis with a title needs
    // more height than the default with the site's font (`height: 56` on such x-axes).
    const ticks = await frames.nth(index).evaluate((element) => ({
      demo: element.parentElement?.id ?? '',
      emptyTickLabels: [...element.querySelectorAll('.MuiChartsAxis-tickLabel')].filter((label) => !label.textContent?.trim()).length,
    }));
    expect(ticks).toEqual({ demo: ticks.demo, emptyTickLabels: 0 });
    if (/\/x\/react-charts\//.test(pathname)) {
      const drawn = await frames.nth(index).evaluate((element) => ({
        svgs: element.querySelectorAll('svg').length,
        shapes: element.querySelectorAll('svg path, svg rect, svg circle').length,
      }));
      expect(drawn.svgs).toBeGreaterThan(0);
      expect(drawn.shapes).toBeGreaterThanOrEqual(1);
    }
  }
}

/** Checks a freshly loaded page: its title when it is in the navigation, and every demo rendered. */
export async function expectPageRendered(page: Page, pathname: string): Promise<void> {
  if (navigationPages.has(pathname)) {
    const heading = (await page.locator('article h1').first().textContent())?.trim() ?? '';
    expect(heading.length).toBeGreaterThan(2);
    expect(await page.title()).toBe(`${heading} - MUI X`);
  }
  await expectDemosRendered(page, pathname);
}

/**
 * Gives a page just opened everyPage's checks: it answers 200, renders, and has logged no error so far. The
 * openCheckedPage fixture opens a page this way; everyPage leaves out the pages a test opens so, by the literal path
 * in the call.
 */
export async function checkOpenedPage({ page, problems }: OpenedPage, pathname: string): Promise<void> {
  expect(await gotoAndSettle(page, pathname)).toBe(200);
  await expectPageRendered(page, pathname);
  expect(problems.errors).toEqual([]);
}

/** The pages the other e2e files of `testDir` open with `openCheckedPage('<path>')`, read from their source. */
export function pagesCheckedElsewhere(testDir: string, exceptFile: string): Set<string> {
  const checked = new Set<string>();
  for (const file of fs.readdirSync(testDir)) {
    if (!file.endsWith('.e2e.ts') || file === path.basename(exceptFile)) continue;
    const source = fs.readFileSync(path.join(testDir, file), 'utf8');
    for (const match of source.matchAll(/openCheckedPage\(\s*'([^']+)'/g)) checked.add(match[1] as string);
  }
  return checked;
}
