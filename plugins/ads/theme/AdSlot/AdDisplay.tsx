import React, { useEffect, useRef, type ReactNode } from 'react';
import { useSiteFields } from '@site/src/lib/siteConfig';
import sendAdEvent from '@theme/Analytics/sendAdEvent';
import type { AdState } from '../../ads';
import AdCard from './AdCard';
import BlockerMessage from './BlockerMessage';
import InHouseAdCard from './InHouseAdCard';
import { useAdState } from './useAdState';
import styles from './styles.module.css';

const SCRIPT_AD_LABEL = 'carbon-image';
const BLOCKER_MESSAGE_LABEL = 'in-house-blocker-message';

/** The label of what the reader sees, or null while nothing is shown. */
function shownLabel(state: AdState, source: string, feedLabel: string | undefined): string | null {
  switch (state.status) {
    case 'network':
      return source === 'feed' ? (feedLabel ?? null) : SCRIPT_AD_LABEL;
    case 'inHouse':
      return state.ad.label;
    case 'blockerMessage':
      return BLOCKER_MESSAGE_LABEL;
    default:
      return null;
  }
}

/** Renders the state of the slot's ad machine (src/lib/ads). Loaded lazily by AdSlot. */
export default function AdDisplay(): ReactNode {
  const networkRef = useRef<HTMLDivElement>(null);
  const { state, feedAd, source } = useAdState(useSiteFields(), networkRef);
  const label = shownLabel(state, source, feedAd?.ad.label);

  useEffect(() => {
    if (label) {
      sendAdEvent('display', label);
    }
  }, [label]);

  useEffect(() => {
    if (state.status === 'network' && feedAd) {
      // The network counts an impression when its pixels load.
      feedAd.impressionUrls.forEach((url) => {
        new Image().src = url;
      });
    }
  }, [state.status, feedAd]);

  if (state.status === 'empty') {
    return <div data-ad-status={`empty-${state.reason}`} />;
  }
  const networkVisible = state.status === 'placeholder' || state.status === 'network';
  // data-ad-status says which state is on screen, for readers of the DOM (and the e2e tests).
  return (
    <div data-ad-status={state.status}>
      <div
        ref={networkRef}
        className={styles.network}
        hidden={!networkVisible}
        {...(source === 'script' && {
          'data-ga-event-category': 'ad',
          'data-ga-event-action': 'click',
          'data-ga-event-label': SCRIPT_AD_LABEL,
        })}
      >
        {source === 'feed' && feedAd && <AdCard ad={feedAd.ad} className="carbonads" />}
      </div>
      {state.status === 'inHouse' && <InHouseAdCard ad={state.ad} />}
      {state.status === 'blockerMessage' && <BlockerMessage />}
    </div>
  );
}
