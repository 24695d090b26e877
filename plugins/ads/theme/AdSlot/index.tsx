import React, { Component, Suspense, lazy, type ReactNode } from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { useSiteFields } from '@site/src/lib/siteConfig';
import sendAdEvent from '@theme/Analytics/sendAdEvent';
import styles from './styles.module.css';

// The ad machinery is its own chunk, fetched after hydration: pages pay only for this slot.
const AdDisplay = lazy(() => import('./AdDisplay'));

/** An ad-render crash (or a chunk that fails to load) hides the ad and is reported once. */
class AdErrorBoundary extends Component<{ children: ReactNode }, { crashed: boolean }> {
  state = { crashed: false };

  static getDerivedStateFromError(): { crashed: boolean } {
    return { crashed: true };
  }

  componentDidCatch(): void {
    sendAdEvent('crash', 'ad-slot');
  }

  render(): ReactNode {
    return this.state.crashed ? null : this.props.children;
  }
}

/**
 * The ad slot under a docs page's introduction (inserted by plugins/ad-slot).
 * Its height is reserved from the server render on, so the ad never shifts the page.
 */
export default function AdSlot(): ReactNode {
  const isBrowser = useIsBrowser();
  const { adsEnabled } = useSiteFields();
  if (!adsEnabled) {
    return null;
  }
  return (
    <div className={styles.slot} data-ad-slot="">
      {isBrowser && (
        <AdErrorBoundary>
          <Suspense fallback={null}>
            <AdDisplay />
          </Suspense>
        </AdErrorBoundary>
      )}
    </div>
  );
}
