import type { BrowserContext, TestInfo } from '@playwright/test';

declare global {
  interface Window {
    /** The presses of this document whose release landed on another element (support/pressesReleasedElsewhere.ts). */
    __pressesReleasedElsewhere?: string[];
  }
}

/**
 * Notes, in every page of the context, each press whose release lands on another element, and how far the page
 * scrolled in between. Playwright checks what a click hits only at the press: when something moves or covers the
 * target before the release, the click goes elsewhere and the test fails later, on what the click should have done.
 * A menu that opens on the press does this by design; anything else in a failed test's list is a lead.
 */
export async function notePressesReleasedElsewhere(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const noted: string[] = [];
    window.__pressesReleasedElsewhere = noted;
    const describe = (target: EventTarget | null) => {
      if (!(target instanceof Element)) return target === null ? 'nothing' : 'the document';
      const text = (target.textContent ?? '').trim().slice(0, 30);
      return `<${target.tagName.toLowerCase()} class="${target.getAttribute('class')?.slice(0, 60) ?? ''}">${text}`;
    };
    let press: { target: EventTarget | null; scrollY: number; at: number } | null = null;
    const onDown = (event: PointerEvent) => {
      press = { target: event.target, scrollY: window.scrollY, at: performance.now() };
    };
    const onUp = (event: PointerEvent) => {
      if (press && press.target !== event.target && noted.length < 20) {
        const scrolled = window.scrollY - press.scrollY;
        const after = Math.round(performance.now() - press.at);
        noted.push(`${describe(press.target)} → released on ${describe(event.target)} ${after} ms later, scrolled ${scrolled} px`);
      }
      press = null;
    };
    document.addEventListener('pointerdown', onDown, { capture: true, passive: true });
    document.addEventListener('pointerup', onUp, { capture: true, passive: true });
  });
}

/** Attaches to a failed test what its pages noted, with each page's address; a page that is gone is left out. */
export async function attachPressesReleasedElsewhere(contexts: BrowserContext[], testInfo: TestInfo): Promise<void> {
  const lines: string[] = [];
  for (const page of contexts.flatMap((context) => context.pages())) {
    const noted = await page.evaluate(() => window.__pressesReleasedElsewhere ?? []).catch(() => []);
    if (noted.length > 0) lines.push(page.url(), ...noted.map((line) => `  ${line}`));
  }
  if (lines.length > 0) {
    await testInfo.attach('presses released on another element', { body: lines.join('\n'), contentType: 'text/plain' });
  }
}
