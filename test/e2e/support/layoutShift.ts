import { expect, type Page } from '@playwright/test';

export interface LayoutShift {
  value: number;
  hadRecentInput: boolean;
  startTime: number;
  /** What moved, for a failing test's message: the element and its box before and after, in CSS pixels. */
  sources: string[];
}

/**
 * Records every layout-shift entry of the page from its start, those right after an input included (the
 * cumulative layout shift score leaves those out; a reader still sees them). Call before the page is opened.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    interface ShiftSource {
      node?: Node | null;
      previousRect: DOMRectReadOnly;
      currentRect: DOMRectReadOnly;
    }
    const describeNode = (node: Node | null | undefined) => {
      if (!(node instanceof Element)) return node?.nodeName ?? 'a removed node';
      const id = node.id ? `#${node.id}` : '';
      const classes = [...node.classList].map((name) => `.${name}`).join('');
      return `${node.tagName.toLowerCase()}${id}${classes}`;
    };
    const describeRect = (rect: DOMRectReadOnly) => `${rect.x},${rect.y} ${rect.width}×${rect.height}`;
    const shifts: { value: number; hadRecentInput: boolean; startTime: number; sources: string[] }[] = [];
    Object.assign(window, { __layoutShifts: shifts });
    new PerformanceObserver((list) => {
      const entries = list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: ShiftSource[];
      })[];
      for (const entry of entries) {
        shifts.push({
          value: entry.value,
          hadRecentInput: entry.hadRecentInput,
          startTime: entry.startTime,
          sources: entry.sources.map(
            (source) => `${describeNode(source.node)}: ${describeRect(source.previousRect)} → ${describeRect(source.currentRect)}`,
          ),
        });
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
function totalShift(shifts: readonly LayoutShift[]): number {
  return shifts.reduce((sum, shift) => sum + shift.value, 0);
}

/** Fails when the shifts add up to `max` or more, naming in the message each element that moved. */
export function expectTotalShiftBelow(shifts: readonly LayoutShift[], max: number): void {
  expect(totalShift(shifts), JSON.stringify(shifts, null, 2)).toBeLessThan(max);
}
