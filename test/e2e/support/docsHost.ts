/**
 * The service worker registers only on the docs host (X_DOCS_SW_HOST; the e2e build sets `localhost`, a secure
 * context as the real HTTPS host is), never on 127.0.0.1 where the other e2e suites run. These helpers serve the build
 * on a server of its own and open it at the docs host.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { chromium, type Browser, type Page } from '@playwright/test';
import { chromiumLaunchOptions, READER_CHROMIUM_PATH } from './browser';
import { test as suiteTest } from './fixtures';
import { BUILD_DIR } from './site';

/** The docs host of the build under test (`X_DOCS_SW_HOST` of scripts/e2e-hosts.mjs, see globalSetup). */
export function docsHost(): string {
  const host = process.env.E2E_DOCS_HOST;
  if (!host) {
    throw new Error('E2E_DOCS_HOST is not set: run the e2e tests with `npx playwright test` (its global setup sets it).');
  }
  return host;
}

interface BuildServer {
  url: string;
  close: () => Promise<void>;
  answerUnavailable: (pathname: string) => Promise<void>;
  deployAgain: () => Promise<void>;
}

const siteDir = path.join(__dirname, '../../..');

/**
 * scripts/serve-build.mjs in a process of its own, stopped by killing it. A line
 * `unavailable <pathname>` on its input makes it answer 503 for that page; `deploy` makes it serve the service worker
 * with a new build stamp, as the next deployment would, without touching the build. It echoes each line once done.
 */
function startBuildServer(dir: string): Promise<BuildServer> {
  const script = `const { startBuildServer } = await import('./scripts/serve-build.mjs');
    const { createInterface } = await import('node:readline');
    const { readFileSync } = await import('node:fs');
    const unavailablePaths = new Set();
    const replacedScripts = new Map();
    const { url } = await startBuildServer({ dir: process.env.SERVE_DIR, unavailablePaths, replacedScripts });
    console.log(url);
    createInterface({ input: process.stdin }).on('line', (line) => {
      const [command, pathname] = line.split(' ');
      if (command === 'unavailable') {
        unavailablePaths.add(pathname);
      } else if (command === 'deploy') {
        const worker = readFileSync(process.env.SERVE_DIR + '/sw.js', 'utf8');
        const stamp = '// x-docs build ' + new Date().toISOString() + ' (next deployment)\\n';
        replacedScripts.set('/sw.js', worker.replace(/^\\/\\/ x-docs build .*\\n/, stamp));
      }
      console.log(line);
    });`;
  const server = spawn(process.execPath, ['--input-type=module', '-e', script], {
    cwd: siteDir,
    env: { ...process.env, SERVE_DIR: dir },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const output = createInterface({ input: server.stdout });
  const nextLine = () => new Promise<string>((resolve) => output.once('line', resolve));
  const stopped = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const close = async () => {
    server.kill();
    await stopped;
  };
  const send = async (line: string) => {
    const echoed = nextLine();
    server.stdin.write(`${line}\n`);
    await echoed;
  };
  return new Promise((resolve, reject) => {
    server.once('exit', (code) => reject(new Error(`The build server stopped before serving (exit code ${code}).`)));
    void nextLine().then((url) =>
      resolve({ url, close, answerUnavailable: (pathname) => send(`unavailable ${pathname}`), deployAgain: () => send('deploy') }),
    );
  });
}

/** The build on a server of its own, which a test may stop, make fail or deploy again. */
export interface PublishedBuild {
  origin: string;
  stop: () => Promise<void>;
  /** From now on the server answers 503 Service Unavailable for this page (a pathname such as `/x/…/`). */
  answerUnavailable: (pathname: string) => Promise<void>;
  /** Publishes a new deployment: the same site with a new service worker build stamp. */
  publishNewDeployment: () => Promise<void>;
}

export async function publishBuild(): Promise<PublishedBuild> {
  const server = await startBuildServer(BUILD_DIR);
  const { port } = new URL(server.url);
  return {
    origin: `http://${docsHost()}:${port}`,
    stop: () => server.close(),
    answerUnavailable: server.answerUnavailable,
    publishNewDeployment: server.deployAgain,
  };
}

/**
 * A browser for the docs host; another docs host than `localhost` (E2E_DOCS_HOST) resolves to 127.0.0.1 in it. The
 * full Chromium: the worker's reload waits for the page to have focus again, and the headless shell's tabs never lose it.
 */
export function launchBrowserOnDocsHost(origin: string): Promise<Browser> {
  const { hostname } = new URL(origin);
  return chromium.launch(chromiumLaunchOptions(READER_CHROMIUM_PATH, [`MAP ${hostname} 127.0.0.1`]));
}

/**
 * Playwright makes every page report focus, as if each had its own window. This
 * gives the page real focus back: only the tab in front has it (bringToFront).
 */
export async function useRealFocus(page: Page): Promise<void> {
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setFocusEmulationEnabled', { enabled: false });
}

/**
 * The suite's `test` with the build published on a server of its own (`site`) and a browser for its docs host
 * (`docsHostBrowser`), both new for each test and stopped after it.
 */
export const test = suiteTest.extend<{ site: PublishedBuild; docsHostBrowser: Browser }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
  site: async ({}, use) => {
    const site = await publishBuild();
    await use(site);
    await site.stop().catch(() => undefined);
  },
  docsHostBrowser: async ({ site }, use) => {
    const browser = await launchBrowserOnDocsHost(site.origin);
    await use(browser);
    await browser.close();
  },
});
