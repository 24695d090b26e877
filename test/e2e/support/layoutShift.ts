import type { Page } from '@playwright/test';

export interface LayoutShift {
  value: number;
  hadRecentInput: boolean;
  startTime: number;
}

/**
 * Records every layout-shift entry of the page from its start, those right after an input included (the
 * cumulative layout shift score leaves those out; a reader still sees them). Call before the page is opened.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: { value: number; hadRecentInput: boolean; startTime: number }[] = [];
    Object.assign(window, { __layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        shifts.push({ value: entry.value, hadRecentInput: entry.hadRecentInput, startTime: entry.startTime });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shifts recorded so far, once the browser has drawn the next frame (shifts are reported after it). */
export function layoutShifts(page: Page): Promise<LayoutShift[]> {
  return page.evaluate(
    () =>
      new Promise<LayoutShift[]>((resolve) => {
        requestAnimationFrame(() =>
          requestAnimationFrame(() => resolve((window as unknown as { __layoutShifts: LayoutShift[] }).__layoutShifts)),
        );
      }),
  );
}

/** The sum of the shifts' scores, the reader's inputs included. */
export function totalShift(shifts: readonly LayoutShift[]): number {
  return shifts.reduce((sum, shift) => sum + shift.value, 0);
}
