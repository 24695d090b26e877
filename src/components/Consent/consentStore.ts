/**
 * The reader's analytics consent in the browser: what is stored, what the
 * browser's privacy signals say, and whether the banner is open. The banner,
 * the footer's "Cookie preferences" button and the analytics client module
 * share this one store.
 */
import { consentUpdateCommand } from '@site/src/lib/analytics';
import {
  CONSENT_STORAGE_KEY,
  analyticsGranted,
  parseConsentChoice,
  shouldAskForConsent,
  type ConsentChoice,
  type PrivacySignals,
} from '@site/src/lib/consent';
import { sendToAnalytics } from '@site/src/lib/gtag';

export function readStoredConsent(): ConsentChoice | null {
  try {
    return parseConsentChoice(window.localStorage.getItem(CONSENT_STORAGE_KEY));
  } catch {
    return null;
  }
}

export function browserPrivacySignals(): PrivacySignals {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  return { doNotTrack: nav.doNotTrack, globalPrivacyControl: nav.globalPrivacyControl };
}

/** Analytics cookies already set are removed when the reader withdraws consent. */
function clearAnalyticsCookies(): void {
  const names = document.cookie.split(';').map((part) => part.trim().split('=')[0] ?? '');
  const domains = ['', `;domain=${window.location.hostname}`, `;domain=.${window.location.hostname}`];
  for (const name of names.filter((cookie) => cookie.startsWith('_ga'))) {
    for (const domain of domains) {
      document.cookie = `${name}=;path=/;max-age=0${domain}`;
    }
  }
}

let bannerOpen = false;
let initialised = false;
const listeners = new Set<() => void>();

function notify(): void {
  listeners.forEach((listener) => listener());
}

export function subscribeToConsentBanner(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the banner shows: on first call, only for readers who have not chosen yet. */
export function isConsentBannerOpen(): boolean {
  if (!initialised) {
    initialised = true;
    bannerOpen = shouldAskForConsent(readStoredConsent(), browserPrivacySignals());
  }
  return bannerOpen;
}

export function openConsentBanner(): void {
  initialised = true;
  bannerOpen = true;
  notify();
}

export function closeConsentBanner(): void {
  initialised = true;
  bannerOpen = false;
  notify();
}

/** Remembers the choice, tells gtag, and closes the banner. */
export function chooseConsent(choice: ConsentChoice): void {
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, choice);
  } catch {
    // Storage can be disabled: the choice then lasts for this page only.
  }
  const granted = analyticsGranted(choice, browserPrivacySignals());
  sendToAnalytics(consentUpdateCommand(granted));
  if (!granted) {
    clearAnalyticsCookies();
  }
  closeConsentBanner();
}
