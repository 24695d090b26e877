/**
 * The `gtag` command queue. Commands wait in `window.dataLayer` until gtag.js
 * (if a measurement ID is configured) loads and reads them; without it they
 * stay queued and nothing leaves the page. Touches `window` only when called.
 */
import type { GtagCommand } from './analytics';

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

/** Creates `window.dataLayer` and `window.gtag` unless they exist. */
export function installGtagQueue(win: Window): void {
  const queue = (win.dataLayer ??= []);
  win.gtag ??= function gtag() {
    // eslint-disable-next-line prefer-rest-params -- gtag.js reads `arguments` objects from the queue; arrays mean something else to it
    queue.push(arguments);
  };
}

let stopped = false;

/**
 * After the reader withdraws consent nothing more reaches the queue (nor gtag.js, which reads it), until they grant
 * again. The last command before stopping is the consent update that tells a loaded gtag.js to write no cookies.
 */
export function stopAnalytics(): void {
  stopped = true;
}

export function resumeAnalytics(): void {
  stopped = false;
}

/** Queues one command; `null` (an event that lost its sampling draw), a stopped queue and server rendering send nothing. */
export function sendToAnalytics(command: GtagCommand | null): void {
  if (command && !stopped && typeof window !== 'undefined') {
    window.gtag?.(...command);
  }
}
