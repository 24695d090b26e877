import React, { type ReactNode } from 'react';
import siteConfig from '@generated/docusaurus.config';
import type { SiteCustomFields } from '@site/docusaurus.config';
import { openConsentBanner } from './consentStore';
import styles from './styles.module.css';

const TEXT = { label: 'Cookie preferences' } as const;
const { gaMeasurementId } = siteConfig.customFields as SiteCustomFields;

/** The footer's way back to the consent banner, to change the choice. */
export default function CookiePreferencesButton(): ReactNode {
  if (!gaMeasurementId) {
    return null;
  }
  return (
    <button type="button" className={styles.preferences} onClick={openConsentBanner}>
      {TEXT.label}
    </button>
  );
}
