import React, { Suspense, lazy, useSyncExternalStore, type ReactNode } from 'react';
import siteConfig from '@generated/docusaurus.config';
import type { SiteCustomFields } from '@site/docusaurus.config';
import { isConsentBannerOpen, subscribeToConsentBanner } from './consentStore';

// Most visits come from readers who already chose: the banner's code loads only when it shows.
const ConsentPanel = lazy(() => import('./ConsentPanel'));

const closedOnServer = () => false;
const { gaMeasurementId } = siteConfig.customFields as SiteCustomFields;

/**
 * The cookie consent banner: rendered after hydration, only while the store
 * says it is open, and only when analytics are configured (nothing to consent to otherwise).
 */
export default function ConsentBanner(): ReactNode {
  const open = useSyncExternalStore(subscribeToConsentBanner, isConsentBannerOpen, closedOnServer);
  return open && gaMeasurementId ? (
    <Suspense fallback={null}>
      <ConsentPanel />
    </Suspense>
  ) : null;
}
