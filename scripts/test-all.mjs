#!/usr/bin/env node
/**
 * `npm test`: everything, in the order that fails fastest. Type check, lint,
 * the format check, unit and component tests, a production build of every
 * locale, then the e2e suite against that build in Chromium.
 */
import { spawnSync } from 'node:child_process';
import { E2E_HOSTS_ENV } from './e2e-hosts.mjs';

const steps = [
  ['Chromium for the e2e tests', 'node', ['scripts/ensure-chromium.mjs']],
  ['Type check', 'npx', ['tsc', '--noEmit']],
  ['Lint', 'npm', ['run', '--silent', 'lint']],
  ['Format', 'npm', ['run', '--silent', 'format:check']],
  // Fails on a malformed translation only; pages nobody has translated yet are not a failure.
  ['Translation status', 'npm', ['run', '--silent', 'translation-status', '--', '--summary']],
  // Prettier (used by the demos plugin) loads its parsers with dynamic import(), which Jest needs this flag for.
  ['Unit and component tests', 'node', ['--experimental-vm-modules', 'node_modules/jest/bin/jest.js']],
  // The build the e2e tests visit talks to analytics and the ad network on hosts the tests answer.
  ['Production build (all locales)', 'node', ['scripts/build.mjs'], E2E_HOSTS_ENV],
  ['End-to-end tests', 'npx', ['jest', '--config', 'test/e2e/jest.config.mjs', '--runInBand']],
];

for (const [title, command, args, env = {}] of steps) {
  console.log(`\n=== ${title}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const { status } = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`=== ${title}: ${status === 0 ? 'passed' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (status !== 0) {
    process.exit(status ?? 1);
  }
}
