#!/usr/bin/env node
/**
 * `npm test`: everything, in the order that fails fastest. The static checks (type check, lint, format, translation
 * status) and the unit and component tests first, then a production build of every locale, then the e2e suite
 * against that build in Chromium.
 * ESLint uses one core for about two minutes: the other checks and the unit tests run beside it in a second lane,
 * each lane's output printed whole when it ends, so a 2-core machine has both cores busy from the start.
 */
import { spawn } from 'node:child_process';
import { E2E_HOSTS_ENV } from './e2e-hosts.mjs';

/** @typedef {[title: string, command: string, args: string[], env?: Record<string, string>]} Step */

/** @type {Step[][]} */
const staticCheckLanes = [
  [['Lint', 'npm', ['run', '--silent', 'lint']]],
  [
    ['Type check', 'npx', ['tsc', '--noEmit']],
    ['Format', 'npm', ['run', '--silent', 'format:check']],
    // Fails on a malformed translation only; pages nobody has translated yet are not a failure.
    ['Translation status', 'npm', ['run', '--silent', 'translation-status', '--', '--summary']],
    // Prettier (used by the demos plugin) loads its parsers with dynamic import(), which Jest needs this flag for.
    ['Unit and component tests', 'node', ['--experimental-vm-modules', 'node_modules/jest/bin/jest.js']],
  ],
];

/** @type {Step[]} */
const steps = [
  // The build the e2e tests visit talks to analytics and the ad network on hosts the tests answer.
  ['Production build (all locales)', 'node', ['scripts/build.mjs'], E2E_HOSTS_ENV],
  // Playwright's workers share one server of the build and the tests between them (playwright.config.ts).
  ['End-to-end tests', 'npx', ['playwright', 'test']],
];

/**
 * Runs one step; resolves with whether it passed. Its output goes to the terminal as it comes, or to `collect` when
 * given (a lane prints it whole at its end).
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
    });
    child.stdout?.on('data', (data) => say(data.toString()));
    child.stderr?.on('data', (data) => say(data.toString()));
    child.on('close', (status) => {
      say(`=== ${title}: ${status === 0 ? 'passed' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
      resolve(status === 0);
    });
  });
}

/** Runs a lane's steps one after the other, stopping at the first failure; prints its output whole at the end. */
async function runLane(lane) {
  let output = '';
  let passed = true;
  for (const step of lane) {
    passed = await run(step, (text) => (output += text));
    if (!passed) break;
  }
  process.stdout.write(output);
  return passed;
}

const fail = () => process.exit(1);

if (!(await run(['Chromium for the e2e tests', 'node', ['scripts/ensure-chromium.mjs']]))) fail();
const started = Date.now();
const lanes = await Promise.all(staticCheckLanes.map(runLane));
console.log(
  `=== Static checks and unit tests: ${lanes.every(Boolean) ? 'passed' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
if (!lanes.every(Boolean)) fail();
for (const step of steps) {
  if (!(await run(step))) fail();
}
