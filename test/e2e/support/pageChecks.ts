import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { gotoAndSettle, type OpenedPage } from './browser';
import { navigationPageUrls } from './site';

/**
 * What every page of the site is checked for on its one visit (everyPage.e2e.ts visits the pages no other
 * test opens with `openCheckedPage`): it answers 200, hydrates without a console error or uncaught exception, a
 * page of the navigation shows its title, and every demo on it renders, with no "undefined" or "NaN" in its text.
 */

const navigationPages = new Set(navigationPageUrls());

/**
 * What a reader sees of each demo of the page, demo after demo, each scrolled into view as a reader would (a client-only
 * demo, a Data Grid, mounts when it comes near the viewport): one line for each demo that is not right. The checks run
 * inside the page, one script run for the whole page, as a handful of protocol round trips per demo cost more than the
 * checks; each wait polls as `waitForFunction` would and gives up with a line saying what is wrong.
 */
function demoProblems(page: Page, isChartPage: boolean): Promise<string[]> {
  return page.evaluate(async (chartPage) => {
    const frameAt = (index: number) => document.querySelectorAll<HTMLElement>('.demo-frame')[index];
    const nameOf = (index: number) => frameAt(index)?.parentElement?.id || `demo ${index + 1}`;
    const shows = (frame: HTMLElement | undefined) => (frame?.textContent ?? '').replace(/\s+/g, ' ').slice(0, 200);
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    /** Polls `check` (a frame is looked up afresh each time: React may replace its node while the page settles). */
    async function until(check: () => boolean, timeoutMs: number, wait: () => Promise<unknown> = nextFrame): Promise<boolean> {
      const deadline = performance.now() + timeoutMs;
      while (!check()) {
        if (performance.now() > deadline) return false;
        await wait();
      }
      return true;
    }
    /**
     * A client-only demo's frame reserves its height (min-height) until the demo mounts: once mounted, the demo needs
     * that height, no more (the page would move) and no less (a gap would stay under it). Its own height is read with
     * the reservation lifted for an instant, within one script run, so nothing is painted without it.
     */
    const heights = (frame: HTMLElement | undefined) => {
      if (!frame) return { reserved: 0, mounted: 0 };
      const reserved = frame.style.minHeight;
      frame.style.minHeight = '0px';
      const mounted = Math.round(frame.getBoundingClientRect().height);
      frame.style.minHeight = reserved;
      return { reserved: Number.parseFloat(reserved) || 0, mounted };
    };

    const problems: string[] = [];
    const count = document.querySelectorAll('.demo-frame').length;
    for (let index = 0; index < count; index += 1) {
      frameAt(index)?.scrollIntoView({ block: 'nearest', behavior: 'instant' });
      if (!(await until(() => !frameAt(index)?.querySelector(':scope > [aria-busy="true"]'), 30_000))) {
        problems.push(`${nameOf(index)}: still loading after 30 s`);
        continue;
      }
      // Something in the frame takes up space (a crashed demo shows its error box, which logs a console error).
      const takesSpace = () =>
        Math.max(0, ...[...(frameAt(index)?.children ?? [])].map((child) => child.getBoundingClientRect().height)) > 0;
      if (!(await until(takesSpace, 30_000))) {
        problems.push(`${nameOf(index)}: shows nothing`);
        continue;
      }
      // A grid measures itself over a few frames (on a loaded CI machine the aggregation page's AggregationFromApi once
      // still measured 206 of its 510 px after 5 s), hence 15 s.
      const keptReservation = () => {
        const { reserved, mounted } = heights(frameAt(index));
        return reserved === 0 || Math.abs(mounted - reserved) <= 3;
      };
      if (!(await until(keptReservation, 15_000, () => pause(250)))) {
        const { reserved, mounted } = heights(frameAt(index));
        problems.push(`${nameOf(index)}: ${mounted} px of its ${reserved} px, showing "${shows(frameAt(index))}"`);
      }
      // A formatter or a template string that met a missing value (a group row's cell, an empty field) prints it. A
      // data-source grid's footer reads "1–NaN of undefined" until its first answer (MUI X 8.29.3), hence the wait.
      const garbled = () => /\b(?:undefined|NaN)\b|\[object Object\]/.exec(frameAt(index)?.innerText ?? '')?.[0];
      const readable = () => !garbled();
      if (!(await until(readable, 10_000, () => pause(250)))) {
        problems.push(`${nameOf(index)}: shows "${garbled()}" in "${shows(frameAt(index))}"`);
      }
      // A chart measures its frame before it draws, a frame or more after it takes space.
      const drawn = () => Boolean(frameAt(index)?.querySelector('svg :is(path, rect, circle)'));
      if (chartPage && !(await until(drawn, 15_000))) problems.push(`${nameOf(index)}: no chart drawn`);
      // A chart shortens a tick label that has no room left on its axis, down to nothing: an axis with a title needs
      // more height than the default with the site's font (`height: 56` on such x-axes).
      const emptyTickLabels = [...(frameAt(index)?.querySelectorAll('.MuiChartsAxis-tickLabel') ?? [])].filter(
        (label) => !label.textContent?.trim(),
      ).length;
      if (emptyTickLabels > 0) problems.push(`${nameOf(index)}: ${emptyTickLabels} empty tick labels`);
    }
    return problems;
  }, isChartPage);
}

/** Waits for each demo on the page to finish loading and checks that it shows something. */
export async function expectDemosRendered(page: Page, pathname: string): Promise<void> {
  expect(await demoProblems(page, /\/x\/react-charts\//.test(pathname))).toEqual([]);
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
 * openCheckedPage fixture opens a page this way; everyPage leaves out the pages a test opens so, by the path or the
 * file's constant in the call.
 */
export async function checkOpenedPage({ page, problems }: OpenedPage, pathname: string): Promise<void> {
  expect(await gotoAndSettle(page, pathname)).toBe(200);
  await expectPageRendered(page, pathname);
  expect(problems.errors).toEqual([]);
}

/**
 * The pages the other e2e files of `testDir` open with `openCheckedPage`, read from their source: a literal path
 * (`openCheckedPage('/x/…/')`) or a constant of the file that holds one (`const PAGE = '/x/…/';`, then
 * `openCheckedPage(PAGE)`).
 */
export function pagesCheckedElsewhere(testDir: string, exceptFile: string): Set<string> {
  const checked = new Set<string>();
  for (const file of fs.readdirSync(testDir)) {
    if (!file.endsWith('.e2e.ts') || file === path.basename(exceptFile)) continue;
    const source = fs.readFileSync(path.join(testDir, file), 'utf8');
    const constants = new Map([...source.matchAll(/^const (\w+) = '([^']+)';$/gm)].map((match) => [match[1], match[2]]));
    for (const [, literal, name] of source.matchAll(/openCheckedPage\(\s*(?:'([^']+)'|(\w+)\s*[,)])/g)) {
      const pathname = literal ?? constants.get(name);
      if (pathname) checked.add(pathname);
    }
  }
  return checked;
}
