import React, { type ReactNode } from 'react';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import OriginalError from '@theme-original/Error';
import type ErrorType from '@theme/Error';
import type { WrapperProps } from '@docusaurus/types';
import SiteProviders from '@site/src/settings/SiteProviders';
import { TranslationsProvider } from '@theme/Translations';

type Props = WrapperProps<typeof ErrorType>;

/**
 * Wrapped, not ejected. Docusaurus renders its crash screen from the error
 * boundary above `Root`, so the site's providers are gone and the navbar's
 * Settings button throws: the reader got a bare page with no way out. Here the
 * crash screen gets the providers back, and the full site navbar with it. If the
 * providers themselves are what crashed, the original screen shows alone.
 */
export default function ErrorWithSiteChrome(props: Props): ReactNode {
  return (
    <ErrorBoundary fallback={() => <OriginalError {...props} />}>
      <TranslationsProvider>
        <SiteProviders>
          <OriginalError {...props} />
        </SiteProviders>
      </TranslationsProvider>
    </ErrorBoundary>
  );
}
