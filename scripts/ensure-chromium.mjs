#!/usr/bin/env node
/**
 * Makes sure Debian's Chromium is installed for the e2e tests and the benchmark.
 * As root it installs the `chromium` package with apt; otherwise it explains how.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function install() {
  console.log('Chromium is missing: installing the Debian package "chromium" with apt-get...');
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

if (!fs.existsSync(CHROMIUM_PATH)) {
  if (process.getuid?.() === 0) {
    install();
  } else {
    console.error(
      `The end-to-end tests need Chromium at ${CHROMIUM_PATH}.\n` +
        'Install it with: sudo apt-get install -y chromium\n' +
        '(or set CHROMIUM_PATH to a Chromium or Chrome binary), then run npm test again.',
    );
    process.exit(1);
  }
  if (!fs.existsSync(CHROMIUM_PATH)) {
    console.error(`Installing Chromium did not produce ${CHROMIUM_PATH}.`);
    process.exit(1);
  }
}
