/**
 * The reader's analytics consent. Until the reader accepts, commands wait in
 * the gtag queue and gtag.js is not loaded (consent mode "basic"). A browser's
 * Do Not Track or Global Privacy Control signal counts as a refusal that no
 * stored choice overrides: then nothing analytics-related runs at all.
 */

export type ConsentChoice = 'analytics' | 'essential';
export const CONSENT_STORAGE_KEY = 'docs-cookie-consent';

/** The stored choice, or null when there is none or it is not one we wrote. */
export function parseConsentChoice(raw: unknown): ConsentChoice | null {
  return raw === 'analytics' || raw === 'essential' ? raw : null;
}

/** What the browser says about tracking: `navigator.doNotTrack` and `navigator.globalPrivacyControl`. */
export interface PrivacySignals {
  doNotTrack?: string | null;
  globalPrivacyControl?: boolean;
}

export function hasPrivacySignal({ doNotTrack, globalPrivacyControl }: PrivacySignals): boolean {
  return doNotTrack === '1' || doNotTrack === 'yes' || globalPrivacyControl === true;
}

/** The choice in effect: a privacy signal is "essential" whatever is stored. */
export function effectiveConsent(stored: ConsentChoice | null, signals: PrivacySignals): ConsentChoice | null {
  return hasPrivacySignal(signals) ? 'essential' : stored;
}

export function analyticsGranted(stored: ConsentChoice | null, signals: PrivacySignals): boolean {
  return effectiveConsent(stored, signals) === 'analytics';
}

/** The banner asks only readers who have not chosen and whose browser sends no privacy signal. */
export function shouldAskForConsent(stored: ConsentChoice | null, signals: PrivacySignals): boolean {
  return effectiveConsent(stored, signals) === null;
}

/**
 * The `domain` attributes under which an analytics cookie may have been set for
 * this host: none (host-only), the host itself and each parent domain, since
 * gtag.js writes `_ga` on the registrable domain. `docs.example.com` gives
 * `''`, `;domain=docs.example.com` and `;domain=example.com`. An IP address has no parents.
 */
export function cookieDomainAttributes(hostname: string): string[] {
  const attributes = [''];
  if (!hostname || /^[\d.]+$/.test(hostname) || hostname.includes(':')) {
    return attributes;
  }
  const labels = hostname.split('.');
  for (let start = 0; start < labels.length; start += 1) {
    attributes.push(`;domain=${labels.slice(start).join('.')}`);
  }
  return attributes;
}

/** Why nothing can be sent to analytics: no measurement ID configured, the browser's privacy signal, or no consent. */
export type AnalyticsOffReason = 'notConfigured' | 'privacySignal' | 'noConsent';

export function analyticsOffReason(
  measurementId: string,
  stored: ConsentChoice | null,
  signals: PrivacySignals,
): AnalyticsOffReason | null {
  if (!measurementId) return 'notConfigured';
  if (hasPrivacySignal(signals)) return 'privacySignal';
  return analyticsGranted(stored, signals) ? null : 'noConsent';
}
