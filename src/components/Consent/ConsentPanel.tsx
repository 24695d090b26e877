import React, { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { hasPrivacySignal } from '@site/src/lib/consent';
import { browserPrivacySignals, chooseConsent, closeConsentBanner, readStoredConsent } from './consentStore';
import styles from './styles.module.css';

const TEXT = {
  label: 'Cookie consent',
  body: 'We would like to measure how these docs are read, with Google Analytics cookies, to find out which pages need work. Nothing is measured with cookies until you agree.',
  privacySignal: 'Your browser asks sites not to track you, so analytics cookies stay off on this site.',
  accept: 'Accept analytics',
  essential: 'Essential only',
  close: 'Close',
  current: { analytics: 'Current choice: analytics accepted.', essential: 'Current choice: essential cookies only.' },
} as const;

/**
 * A small, non-blocking banner at the bottom of the window: the page stays
 * usable and nothing moves. Escape closes it without choosing.
 */
export default function ConsentPanel(): ReactNode {
  const firstButton = useRef<HTMLButtonElement>(null);
  const signalled = hasPrivacySignal(browserPrivacySignals());
  const stored = readStoredConsent();

  // Reopened from the footer: move focus to the banner, where the reader wanted to go.
  useEffect(() => {
    if (stored !== null || signalled) {
      firstButton.current?.focus();
    }
  }, [stored, signalled]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') {
      closeConsentBanner();
    }
  };

  return (
    <section className={styles.banner} role="region" aria-label={TEXT.label} onKeyDown={onKeyDown}>
      {signalled ? (
        <>
          <p className={styles.text}>{TEXT.privacySignal}</p>
          <div className={styles.actions}>
            <button ref={firstButton} type="button" className={styles.primary} onClick={closeConsentBanner}>
              {TEXT.close}
            </button>
          </div>
        </>
      ) : (
        <>
          <p className={styles.text}>
            {TEXT.body}
            {stored && ` ${TEXT.current[stored]}`}
          </p>
          <div className={styles.actions}>
            <button ref={firstButton} type="button" className={styles.primary} onClick={() => chooseConsent('analytics')}>
              {TEXT.accept}
            </button>
            <button type="button" className={styles.secondary} onClick={() => chooseConsent('essential')}>
              {TEXT.essential}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
