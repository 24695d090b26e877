/**
 * The e2e suite's `test` and `expect`. A test asks for pages with `openPage` (a first-time reader's browser context)
 * or `openCheckedPage` (the same, on a page given everyPage's checks); every context it opened is closed when the
 * test ends, passed or failed, after Playwright has kept the failed test's trace and screenshot. A failed test also
 * lists the presses its pages saw released on another element (support/pressesReleasedElsewhere.ts).
 */
import { test as base, type BrowserContext, type BrowserContextOptions } from '@playwright/test';
import { openPageIn, type OpenedPage } from './browser';
import { checkOpenedPage } from './pageChecks';
import { attachPressesReleasedElsewhere, notePressesReleasedElsewhere } from './pressesReleasedElsewhere';

export { expect } from '@playwright/test';

/** Context options for a page that reads and writes the clipboard, as a reader's copy and paste do. */
export const CLIPBOARD: BrowserContextOptions = { permissions: ['clipboard-read', 'clipboard-write'] };

/** Opens a page in a new browser context and records its console errors and uncaught exceptions. */
export type OpenPage = (options?: BrowserContextOptions) => Promise<OpenedPage>;

/** Opens `pathname` in a new browser context and gives it everyPage's checks (support/pageChecks.ts). */
export type OpenCheckedPage = (pathname: string, options?: BrowserContextOptions) => Promise<OpenedPage>;

interface Fixtures {
  openPage: OpenPage;
  openCheckedPage: OpenCheckedPage;
}

export const test = base.extend<Fixtures>({
  openPage: async ({ browser }, use, testInfo) => {
    const contexts: BrowserContext[] = [];
    const pressesReleasedElsewhere: string[] = [];
    await use(async (options) => {
      const opened = await openPageIn(browser, options, (context) => notePressesReleasedElsewhere(context, pressesReleasedElsewhere));
      contexts.push(opened.page.context());
      return opened;
    });
    if (testInfo.status !== testInfo.expectedStatus) await attachPressesReleasedElsewhere(pressesReleasedElsewhere, testInfo);
    await Promise.all(contexts.map((context) => context.close()));
  },

  openCheckedPage: async ({ openPage }, use) => {
    await use(async (pathname, options) => {
      const opened = await openPage(options);
      await checkOpenedPage(opened, pathname);
      return opened;
    });
  },
});
