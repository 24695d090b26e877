/**
 * The reader's analytics consent in the browser: what is stored, what the
 * browser's privacy signals say, and whether the banner is open. The banner,
 * the footer's "Cookie preferences" button and the analytics client module
 * share this one store.
 */
import { consentUpdateCommand } from './analytics';
import {
  CONSENT_STORAGE_KEY,
  analyticsGranted,
  cookieDomainAttributes,
  parseConsentChoice,
  shouldAskForConsent,
  type ConsentChoice,
  type PrivacySignals,
} from './consent';
import { readDocumentCookie, writeDocumentCookie } from '@site/src/lib/documentCookie';
import { sendToAnalytics } from './gtag';

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

/** Analytics cookies already set, here or on a parent domain, are removed when the reader withdraws consent. */
function clearAnalyticsCookies(): void {
  const names = readDocumentCookie()
    .split(';')
    .map((part) => part.trim().split('=')[0] ?? '');
  for (const name of names.filter((cookie) => cookie.startsWith('_ga'))) {
    for (const domain of cookieDomainAttributes(window.location.hostname)) {
      writeDocumentCookie(`${name}=;path=/;max-age=0${domain}`);
    }
  }
}

const grantListeners = new Set<() => void>();

/** Runs `listener` when the reader accepts analytics on this page (gtag.js loads then). */
export function onAnalyticsGranted(listener: () => void): () => void {
  grantListeners.add(listener);
  return () => grantListeners.delete(listener);
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
  if (granted) {
    grantListeners.forEach((listener) => listener());
  } else {
    clearAnalyticsCookies();
  }
  closeConsentBanner();
}
