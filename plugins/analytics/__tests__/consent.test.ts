import {
  analyticsGranted,
  analyticsOffReason,
  cookieDomainAttributes,
  effectiveConsent,
  hasPrivacySignal,
  parseConsentChoice,
  shouldAskForConsent,
} from '../consent';

describe('stored consent', () => {
  it.each(['analytics', 'essential'])('reads %s', (choice) => {
    expect(parseConsentChoice(choice)).toBe(choice);
  });

  it.each([null, undefined, '', 'yes', 'ANALYTICS', '{"analytics":true}', 1])('treats %p as no choice', (raw) => {
    expect(parseConsentChoice(raw)).toBeNull();
  });
});

describe('privacy signals', () => {
  it('counts Do Not Track and Global Privacy Control as a refusal', () => {
    expect(hasPrivacySignal({ doNotTrack: '1' })).toBe(true);
    expect(hasPrivacySignal({ doNotTrack: 'yes' })).toBe(true);
    expect(hasPrivacySignal({ globalPrivacyControl: true })).toBe(true);
    expect(hasPrivacySignal({ doNotTrack: '0', globalPrivacyControl: false })).toBe(false);
    expect(hasPrivacySignal({ doNotTrack: null })).toBe(false);
  });

  it('overrides an accepted choice', () => {
    expect(effectiveConsent('analytics', { doNotTrack: '1' })).toBe('essential');
    expect(analyticsGranted('analytics', { globalPrivacyControl: true })).toBe(false);
  });
});

describe('the banner', () => {
  it('asks only readers without a choice and without a privacy signal', () => {
    expect(shouldAskForConsent(null, {})).toBe(true);
    expect(shouldAskForConsent('essential', {})).toBe(false);
    expect(shouldAskForConsent('analytics', {})).toBe(false);
    expect(shouldAskForConsent(null, { doNotTrack: '1' })).toBe(false);
  });

  it('grants analytics only after the reader accepts', () => {
    expect(analyticsGranted(null, {})).toBe(false);
    expect(analyticsGranted('essential', {})).toBe(false);
    expect(analyticsGranted('analytics', {})).toBe(true);
  });
});

describe('withdrawing consent', () => {
  it('clears analytics cookies on the host and on every parent domain gtag.js may have used', () => {
    expect(cookieDomainAttributes('docs.x-docs.example')).toEqual([
      '',
      ';domain=docs.x-docs.example',
      ';domain=x-docs.example',
      ';domain=example',
    ]);
    expect(cookieDomainAttributes('localhost')).toEqual(['', ';domain=localhost']);
  });

  it('clears only host-only cookies on an IP address', () => {
    expect(cookieDomainAttributes('127.0.0.1')).toEqual(['']);
    expect(cookieDomainAttributes('::1')).toEqual(['']);
  });
});

describe('why analytics is off', () => {
  it('names the first reason nothing can be sent: no measurement ID, a privacy signal, then no consent', () => {
    expect(analyticsOffReason('', 'analytics', {})).toBe('notConfigured');
    expect(analyticsOffReason('G-1', 'analytics', { doNotTrack: '1' })).toBe('privacySignal');
    expect(analyticsOffReason('G-1', 'essential', {})).toBe('noConsent');
    expect(analyticsOffReason('G-1', null, {})).toBe('noConsent');
    expect(analyticsOffReason('G-1', 'analytics', {})).toBeNull();
  });
});
