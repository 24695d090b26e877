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
import { resumeAnalytics, sendToAnalytics, stopAnalytics } from './gtag';

export function readStoredConsent(): ConsentChoice | null {
  try {
    return parseConsentChoice(window.localStorage.getItem(CONSENT_STORAGE_KEY));
  } catch {
    return null;
  }
}

/** The browser's Do Not Track and Global Privacy Control signals; none while the server renders a page. */
export function browserPrivacySignals(): PrivacySignals {
  if (typeof navigator === 'undefined') return {};
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
const withdrawListeners = new Set<() => void>();

/** Runs `listener` when the reader accepts analytics, on this page or in another tab (gtag.js loads then). */
export function onAnalyticsGranted(listener: () => void): () => void {
  grantListeners.add(listener);
  return () => grantListeners.delete(listener);
}

/** Runs `listener` when the reader withdraws consent, on this page or in another tab. */
export function onAnalyticsWithdrawn(listener: () => void): () => void {
  withdrawListeners.add(listener);
  return () => withdrawListeners.delete(listener);
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

let choiceOfPage: ConsentChoice | null | undefined;

/** The choice in effect on this page: the stored one, or the one made here when storage is disabled. */
export function currentConsent(): ConsentChoice | null {
  return choiceOfPage === undefined ? readStoredConsent() : choiceOfPage;
}

/** Puts a choice into effect on this page: a withdrawal denies storage, stops the queue and removes the cookies at once. */
function applyConsent(choice: ConsentChoice | null): void {
  if (analyticsGranted(choice, browserPrivacySignals())) {
    resumeAnalytics();
    sendToAnalytics(consentUpdateCommand(true));
    grantListeners.forEach((listener) => listener());
  } else {
    sendToAnalytics(consentUpdateCommand(false));
    stopAnalytics();
    withdrawListeners.forEach((listener) => listener());
    clearAnalyticsCookies();
  }
}

/** Remembers the choice, puts it into effect, and closes the banner. */
export function chooseConsent(choice: ConsentChoice): void {
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, choice);
  } catch {
    // Storage can be disabled: the choice then lasts for this page only.
  }
  choiceOfPage = choice;
  applyConsent(choice);
  closeConsentBanner();
}

/**
 * A choice made in another tab takes effect in this one at once (the `storage` event): a withdrawal there stops
 * analytics here, so no open tab keeps sending or re-creates the cookies.
 */
export function followConsentOfOtherTabs(win: Window): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== CONSENT_STORAGE_KEY && event.key !== null) return;
    const choice = parseConsentChoice(event.newValue);
    if (event.key !== null && choice === parseConsentChoice(event.oldValue)) return;
    choiceOfPage = choice;
    applyConsent(choice);
    notify();
  };
  win.addEventListener('storage', onStorage);
  return () => win.removeEventListener('storage', onStorage);
}
