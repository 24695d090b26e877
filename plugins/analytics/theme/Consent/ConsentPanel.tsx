import React, { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { hasPrivacySignal, type ConsentChoice } from '../../consent';
import { useTranslate, type TranslationKey } from '@theme/Translations';
import { browserPrivacySignals, chooseConsent, closeConsentBanner, readStoredConsent } from '../../consentStore';
import { useFocusNotObscured } from './useFocusNotObscured';
import { useShownAfterPress } from './useShownAfterPress';
import styles from './styles.module.css';
import '@x-docs/ui-messages/consent';
import '@x-docs/ui-messages/cookies';

const CURRENT_CHOICE: Record<ConsentChoice, TranslationKey> = {
  analytics: 'consent.banner.current.analytics',
  essential: 'consent.banner.current.essential',
};

/**
 * A small, non-blocking banner at the bottom of the window: the page stays
 * usable and nothing moves. Escape closes it without choosing.
 */
export default function ConsentPanel(): ReactNode {
  const t = useTranslate();
  const firstButton = useRef<HTMLButtonElement>(null);
  const banner = useRef<HTMLElement>(null);
  const shown = useShownAfterPress();
  useFocusNotObscured(banner, shown);
  const signalled = hasPrivacySignal(browserPrivacySignals());
  const stored = readStoredConsent();

  // Reopened from the footer: move focus to the banner, where the reader wanted to go.
  useEffect(() => {
    if (shown && (stored !== null || signalled)) {
      firstButton.current?.focus();
    }
  }, [shown, stored, signalled]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') {
      closeConsentBanner();
    }
  };

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape pressed on any of its buttons closes the banner
    <section
      ref={banner}
      className={styles.banner}
      style={shown ? undefined : { visibility: 'hidden' }}
      aria-label={t('cookies.consentLabel')}
      onKeyDown={onKeyDown}
    >
      {signalled ? (
        <>
          <p className={styles.text}>{t('consent.banner.privacySignal')}</p>
          <div className={styles.actions}>
            <button ref={firstButton} type="button" className={styles.primary} onClick={closeConsentBanner}>
              {t('consent.banner.close')}
            </button>
          </div>
        </>
      ) : (
        <>
          <p className={styles.text}>
            {t('consent.banner.body')}
            {stored && ` ${t(CURRENT_CHOICE[stored])}`}
          </p>
          <div className={styles.actions}>
            <button ref={firstButton} type="button" className={styles.primary} onClick={() => chooseConsent('analytics')}>
              {t('consent.banner.accept')}
            </button>
            <button type="button" className={styles.secondary} onClick={() => chooseConsent('essential')}>
              {t('consent.banner.essential')}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
