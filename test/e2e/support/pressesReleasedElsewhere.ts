import type { BrowserContext, TestInfo } from '@playwright/test';

/** How a page reports a press released elsewhere: a `console.debug` line, which no test counts as a problem. */
const PREFIX = '[press released elsewhere] ';

/**
 * Notes, from every page of the context, each press whose release lands on another element, and how far the page
 * scrolled in between, into `noted` (with the page's address). Playwright checks what a click hits only at the press:
 * when something moves or covers the target before the release, the click goes elsewhere and the test fails later,
 * on what the click should have done. A menu that opens on the press does this by design; anything else in a failed
 * test's list is a lead. The lines come through the console, so a page that has navigated on or is stuck in a loop
 * still gives what it noted.
 */
export async function notePressesReleasedElsewhere(context: BrowserContext, noted: string[]): Promise<void> {
  context.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'debug' && text.startsWith(PREFIX)) noted.push(`${message.page()?.url() ?? ''}: ${text.slice(PREFIX.length)}`);
  });
  await context.addInitScript((prefix) => {
    let reported = 0;
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
      if (press && press.target !== event.target && reported < 20) {
        reported += 1;
        const scrolled = window.scrollY - press.scrollY;
        const after = Math.round(performance.now() - press.at);
        console.debug(
          `${prefix}${describe(press.target)} → released on ${describe(event.target)} ${after} ms later, scrolled ${scrolled} px`,
        );
      }
      press = null;
    };
    document.addEventListener('pointerdown', onDown, { capture: true, passive: true });
    document.addEventListener('pointerup', onUp, { capture: true, passive: true });
  }, PREFIX);
}

/** Attaches what the test's pages noted to its report, where Playwright prints it under the error. */
export async function attachPressesReleasedElsewhere(noted: string[], testInfo: TestInfo): Promise<void> {
  if (noted.length > 0) {
    await testInfo.attach('presses released on another element', { body: noted.join('\n'), contentType: 'text/plain' });
  }
}
