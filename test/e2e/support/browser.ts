import type { Browser, BrowserContext, BrowserContextOptions, LaunchOptions, Page } from '@playwright/test';
import { thirdPartyHostRules } from './thirdParty';

/** Debian's headless shell of Chromium (scripts/ensure-chromium.mjs installs it); E2E_CHROMIUM_PATH picks another. */
export const CHROMIUM_PATH = process.env.E2E_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

/**
 * Debian's full Chromium, for what the headless shell does differently from a reader's browser: it swaps a
 * `font-display: optional` font in after the first paint (a shift of a pixel or two) where Chromium does not, and its
 * tabs all keep focus when another is brought to the front.
 */
export const READER_CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The flags a headless Chromium needs on a machine with no outside network. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) {
    throw new Error('E2E_BASE_URL is not set: run the e2e tests with `npx playwright test` (its global setup serves the build).');
  }
  return url;
}

/**
 * The headless shell draws every page in the fonts' metric-matched fallback faces. It treats a late
 * `font-display: optional` font unlike Chromium: when the font misses its first paint (about one visit in twenty on a
 * loaded machine), the shell keeps the fallback until the reader first presses a button, then swaps the font in; on
 * the calendar systems page that moved the calendars 26 px down between a day's press and its release, so the click
 * landed on no day (3 to 5 visits in 50 under load; none in 40 with Chromium, none in 70 with this flag). The fonts
 * themselves are checked in Chromium (fonts.e2e.ts).
 */
const SHELL_ARGS = ['--disable-remote-fonts'];

/**
 * How the suite launches Chromium: the headless shell unless `executablePath` says otherwise. `hostRules` resolve
 * hosts of a test's own (`MAP <host> 127.0.0.1:<port>`); they come before the rule of the quiet third-party server.
 */
export function chromiumLaunchOptions(executablePath = CHROMIUM_PATH, hostRules: string[] = []): LaunchOptions {
  const args = executablePath === READER_CHROMIUM_PATH ? CHROMIUM_ARGS : [...CHROMIUM_ARGS, ...SHELL_ARGS];
  const rules = [...hostRules, ...thirdPartyHostRules()];
  return { executablePath, args: rules.length > 0 ? [...args, `--host-resolver-rules=${rules.join(', ')}`] : args };
}

/** A MUI X Pro or Premium component without a licence key logs this; it is expected on this site. */
const LICENSE_MESSAGE = /^\*{20,}\s+MUI X: Missing license key\./;

export function isAllowedConsoleError(text: string): boolean {
  return LICENSE_MESSAGE.test(text);
}

export interface PageProblems {
  errors: string[];
}

export interface OpenedPage {
  page: Page;
  problems: PageProblems;
}

/** Records every console error and uncaught exception of the page, except the licence message. */
function recordProblems(page: Page): PageProblems {
  const problems: PageProblems = { errors: [] };
  page.on('console', (message) => {
    if (message.type() === 'error' && !isAllowedConsoleError(message.text())) {
      const { url } = message.location();
      problems.errors.push(`console: ${message.text()}${url ? ` (${url})` : ''}`);
    }
  });
  page.on('pageerror', (error) => problems.errors.push(`page error: ${error.message}`));
  return problems;
}

/**
 * Opens a page in a new context of `browser` and records its problems; the openPage fixture closes what it opens.
 * `prepare` runs on the context before its first page opens.
 */
export async function openPageIn(
  browser: Browser,
  options: BrowserContextOptions = {},
  prepare?: (context: BrowserContext) => Promise<void>,
): Promise<OpenedPage> {
  const context = await browser.newContext(options);
  await prepare?.(context);
  const page = await context.newPage();
  return { page, problems: recordProblems(page) };
}

/**
 * Waits until React has hydrated the page: Docusaurus marks `<html data-has-hydrated="true">` then.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
}

/** Holds the page's requests for the scripts `pattern` matches (a slow download) until the returned function is called. */
export async function holdScripts(page: Page, pattern: string): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Opens a page and waits until it has loaded and React has hydrated it; a test then waits for what it reads. */
export async function gotoAndSettle(page: Page, pathname: string): Promise<number> {
  const response = await page.goto(`${baseUrl()}${pathname}`, { waitUntil: 'load' });
  await waitForHydration(page);
  return response?.status() ?? 0;
}
