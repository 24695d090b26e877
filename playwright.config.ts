/**
 * The e2e suite: the production build (build/, served once for all workers by test/e2e/support/globalSetup.mjs) in
 * Debian's Chromium headless shell. `npx playwright test` runs it; `npx playwright test <file> -g "<title>"` runs one
 * test; a failed test keeps its trace (`npx playwright show-trace test-results/…/trace.zip`) and a screenshot.
 */
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './test/e2e/support/browser';

export default defineConfig({
  testDir: 'test/e2e',
  testMatch: '**/*.e2e.ts',
  globalSetup: './test/e2e/support/globalSetup.mjs',
  outputDir: 'test-results',
  // Every test opens its own browser contexts, so the tests of a file run on any worker in any order.
  fullyParallel: true,
  // One worker per core (`--workers` changes it for a run).
  workers: 2,
  // A test that needs a retry is a bug to fix.
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: 'list',
  use: {
    launchOptions: chromiumLaunchOptions(),
    // Without DOM snapshots: taking them runs a script in every frame, which a sandboxed frame (the charts' image
    // export prints through one) blocks with a console error the tests would count as the page's. Without the
    // screencast: encoding a frame at every paint cost a fifth of the run's CPU (81–88 s against 111–115 s for the
    // pickers' and Tree View's pages); a failed test keeps its actions, console, network and final screenshot.
    // `--trace on` records everything for a test being debugged.
    trace: { mode: 'retain-on-failure', snapshots: false, screenshots: false },
    screenshot: 'only-on-failure',
  },
});
