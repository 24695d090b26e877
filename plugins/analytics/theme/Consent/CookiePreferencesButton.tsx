import React, { type ReactNode } from 'react';
import { useSiteFields } from '@site/src/lib/siteConfig';
import { useTranslate } from '@theme/Translations';
import { openConsentBanner } from '../../consentStore';
import styles from './styles.module.css';
import '@x-docs/ui-messages/cookies';

/** The footer's way back to the consent banner, to change the choice. */
export default function CookiePreferencesButton(): ReactNode {
  const t = useTranslate();
  const { gaMeasurementId } = useSiteFields();
  if (!gaMeasurementId) {
    return null;
  }
  return (
    <button type="button" className={styles.preferences} onClick={openConsentBanner}>
      {t('cookies.preferences')}
    </button>
  );
}
