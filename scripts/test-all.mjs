#!/usr/bin/env node
/**
 * `npm test`: everything, in the order that fails fastest. The static checks (lint, type check, format, translation
 * status) and the unit and component tests, then a production build of every locale, then the e2e suite against that
 * build in Chromium.
 * ESLint uses one core for about three minutes: the other checks, the unit tests and then the build run beside it in
 * a second lane, so a 2-core machine has both cores busy from the start and the build need not wait for the lint.
 * The second lane prints as it goes; the lint's output comes whole when it ends. A failed step stops the other lane at
 * once.
 */
import { spawn } from 'node:child_process';
import { E2E_HOSTS_ENV } from './e2e-hosts.mjs';

/** @typedef {[title: string, command: string, args: string[], env?: Record<string, string>]} Step */

/** @type {Step} */
const lint = ['Lint', 'npm', ['run', '--silent', 'lint']];

/** @type {Step[]} */
const checksThenBuild = [
  ['Type check', 'npm', ['run', '--silent', 'typecheck']],
  ['Format', 'npm', ['run', '--silent', 'format:check']],
  // Fails on a malformed translation only; pages nobody has translated yet are not a failure.
  ['Translation status', 'npm', ['run', '--silent', 'translation-status', '--', '--summary']],
  // Prettier (used by the demos plugin) loads its parsers with dynamic import(), which Jest needs this flag for.
  ['Unit and component tests', 'node', ['--experimental-vm-modules', 'node_modules/jest/bin/jest.js']],
  // The build the e2e tests visit talks to analytics and the ad network on hosts the tests answer.
  ['Production build (all locales)', 'node', ['scripts/build.mjs'], E2E_HOSTS_ENV],
];

// Playwright's workers share one server of the build and the tests between them (playwright.config.ts).
/** @type {Step} */
const endToEnd = ['End-to-end tests', 'npx', ['playwright', 'test']];

/** Every step still running, by process group, so that a failure elsewhere can stop it and all it started. */
const running = new Set();

/**
 * Runs one step; resolves with whether it passed. Its output goes to the terminal as it comes, or to `collect` when
 * given (the lint's lane prints it whole at its end).
 * @param {Step} step
 * @param {(text: string) => void} [collect]
 */
function run([title, command, args, env = {}], collect) {
  const say = collect ?? ((text) => process.stdout.write(text));
  say(`\n=== ${title}: ${command} ${args.join(' ')}\n`);
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: ['ignore', collect ? 'pipe' : 'inherit', collect ? 'pipe' : 'inherit'],
      env: { ...process.env, ...env },
      // A group of its own: the build's and npm's child processes stop with it.
      detached: true,
    });
    running.add(child);
    child.stdout?.on('data', (data) => say(data.toString()));
    child.stderr?.on('data', (data) => say(data.toString()));
    child.on('close', (status) => {
      running.delete(child);
      say(`=== ${title}: ${status === 0 ? 'passed' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
      resolve(status === 0);
    });
  });
}

function stopEverything() {
  for (const child of running) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // It ended meanwhile.
    }
  }
}

/** Ends `npm test` with a failure, stopping the steps still running. */
function fail() {
  stopEverything();
  process.exit(1);
}

// Ctrl+C reaches only this process once the steps have groups of their own.
process.on('SIGINT', fail);
process.on('SIGTERM', fail);

if (!(await run(['Chromium for the e2e tests', 'node', ['scripts/ensure-chromium.mjs']]))) fail();
const started = Date.now();
await Promise.all([
  (async () => {
    let output = '';
    const passed = await run(lint, (text) => (output += text));
    process.stdout.write(output);
    if (!passed) fail();
  })(),
  (async () => {
    for (const step of checksThenBuild) {
      if (!(await run(step))) fail();
    }
  })(),
]);
console.log(`=== Static checks, unit tests and build: passed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
if (!(await run(endToEnd))) fail();
