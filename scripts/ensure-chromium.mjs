#!/usr/bin/env node
/**
 * Makes sure a browser from Debian is installed; as root it installs its package with apt, otherwise it explains how.
 * Run as a script (`npm test` does), it ensures the e2e tests' browsers: Debian's `chromium-headless-shell`, the build
 * of Debian's Chromium made for automation (the same Blink and V8 as `chromium`, without the browser's window layers),
 * which runs the suites on about 40 % less CPU than the full browser in headless mode, and the full `chromium`, for
 * the suites where the shell behaves unlike a reader's browser (fonts and focus). `npm run bench` ensures `chromium`.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

export const E2E_CHROMIUM_PATH = process.env.E2E_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Exits with a message when `executable` is missing and cannot be installed from `debianPackage`. */
export function ensureDebianBrowser(executable, debianPackage, variable) {
  if (fs.existsSync(executable)) return;
  if (process.getuid?.() !== 0) {
    console.error(
      `${executable} is missing.\n` +
        `Install it with: sudo apt-get install -y ${debianPackage}\n` +
        `(or set ${variable} to another Chromium or Chrome binary), then run the command again.`,
    );
    process.exit(1);
  }
  console.log(`${executable} is missing: installing the Debian package "${debianPackage}" with apt-get...`);
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', debianPackage], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (!fs.existsSync(executable)) {
    console.error(`Installing ${debianPackage} did not produce ${executable}.`);
    process.exit(1);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  ensureDebianBrowser(E2E_CHROMIUM_PATH, 'chromium-headless-shell', 'E2E_CHROMIUM_PATH');
  ensureDebianBrowser(CHROMIUM_PATH, 'chromium', 'CHROMIUM_PATH');
}
