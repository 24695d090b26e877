import React, { useSyncExternalStore, type ReactNode } from 'react';
import LazyPart from '@theme/LazyPart';
import { useSiteFields } from '@site/src/lib/siteConfig';
import { useTranslate } from '@theme/Translations';
import { closeConsentBanner, isConsentBannerOpen, subscribeToConsentBanner } from '../../consentStore';
import '@x-docs/ui-messages/cookies';

// Most visits come from readers who already chose: the banner's code loads only when it shows.
const loadConsentPanel = () => import(/* webpackChunkName: "lazy-consent" */ './ConsentPanel');

const closedOnServer = () => false;

/**
 * The cookie consent banner: rendered after hydration, only while the store
 * says it is open, and only when analytics are configured (nothing to consent to otherwise).
 */
export default function ConsentBanner(): ReactNode {
  const open = useSyncExternalStore(subscribeToConsentBanner, isConsentBannerOpen, closedOnServer);
  const t = useTranslate();
  const { gaMeasurementId } = useSiteFields();
  // Until the reader chooses, nothing is granted: a banner that failed to load leaves analytics off.
  return open && gaMeasurementId ? (
    <LazyPart load={loadConsentPanel} props={{}} label={t('cookies.consentLabel')} placement="bottom" onDismiss={closeConsentBanner} />
  ) : null;
}
