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

/** Queues one command; `null` (an event that lost its sampling draw) and server rendering send nothing. */
export function sendToAnalytics(command: GtagCommand | null): void {
  if (command && typeof window !== 'undefined') {
    window.gtag?.(...command);
  }
}
