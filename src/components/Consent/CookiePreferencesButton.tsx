import React, { type ReactNode } from 'react';
import siteConfig from '@generated/docusaurus.config';
import type { SiteCustomFields } from '@site/docusaurus.config';
import { useTranslate } from '@site/src/components/Translations/context';
import { openConsentBanner } from './consentStore';
import styles from './styles.module.css';

const { gaMeasurementId } = siteConfig.customFields as SiteCustomFields;

/** The footer's way back to the consent banner, to change the choice. */
export default function CookiePreferencesButton(): ReactNode {
  const t = useTranslate();
  if (!gaMeasurementId) {
    return null;
  }
  return (
    <button type="button" className={styles.preferences} onClick={openConsentBanner}>
      {t('consent.preferences')}
    </button>
  );
}
