import { useEffect, useRef, useState, type RefObject } from 'react';
import { createAdController, initialAdState, pickAdShape, AD_SHAPE_STORAGE_KEY, type AdState, type AdShape } from '../../ads';
import { fetchFeedAd, type FeedAd } from '../../adFeed';
import { inHouseAds } from '../../inHouseAds';
import { probeNetworkAd } from './probeNetworkAd';

export interface AdNetworkSettings {
  adScriptUrl: string;
  adFeedUrl: string;
}

/** The session's ad shape, drawn once and kept for the visit. */
function sessionAdShape(): AdShape {
  let stored: string | null = null;
  try {
    stored = window.sessionStorage.getItem(AD_SHAPE_STORAGE_KEY);
  } catch {
    // No session storage: a new draw per page.
  }
  const shape = pickAdShape(stored, Math.random);
  try {
    window.sessionStorage.setItem(AD_SHAPE_STORAGE_KEY, shape);
  } catch {
    // Same as above.
  }
  return shape;
}

/** The script path (image shape) when the network offers it; the feed when the session drew inline or only the feed exists. */
function chooseSource({ adScriptUrl, adFeedUrl }: AdNetworkSettings): 'script' | 'feed' | 'none' {
  if (!adScriptUrl && !adFeedUrl) return 'none';
  if (!adFeedUrl) return 'script';
  if (!adScriptUrl) return 'feed';
  return sessionAdShape() === 'inline' ? 'feed' : 'script';
}

function loadNetworkScript(container: HTMLElement, src: string): void {
  if (container.querySelector('script')) return;
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  // The network's script finds its place in the page by this id.
  script.id = '_carbonads_js';
  container.appendChild(script);
}

export interface AdDisplayState {
  state: AdState;
  feedAd: FeedAd | null;
  source: 'script' | 'feed' | 'none';
}

/** Runs the ad machine of src/lib/ads for one slot; `networkRef` is where the network's ad goes. */
export function useAdState(settings: AdNetworkSettings, networkRef: RefObject<HTMLDivElement | null>): AdDisplayState {
  const [state, setState] = useState<AdState>(() => initialAdState(navigator.userAgent));
  const [feedAd, setFeedAd] = useState<FeedAd | null>(null);
  const [source] = useState(() => chooseSource(settings));
  const started = useRef(false);

  useEffect(() => {
    if (started.current || state.status !== 'placeholder') return undefined;
    started.current = true;
    const controller = createAdController({
      initial: state,
      random: Math.random,
      inHouseAds,
      timers: {
        setTimeout: (callback, ms) => window.setTimeout(callback, ms),
        clearTimeout: (handle) => window.clearTimeout(handle as number),
      },
      probe: () => probeNetworkAd(networkRef.current),
      onChange: setState,
    });
    if (source === 'none') {
      controller.dispatch({ type: 'noPaidAd' });
    } else if (source === 'script' && networkRef.current) {
      loadNetworkScript(networkRef.current, settings.adScriptUrl);
      controller.startPolling();
    } else if (source === 'feed') {
      void fetchFeedAd({ url: settings.adFeedUrl, fetch: window.fetch.bind(window) }).then((ad) => {
        setFeedAd(ad);
        controller.dispatch(ad ? { type: 'networkAdShown' } : { type: 'noAd' });
      });
    }
    return () => {
      controller.stop();
      started.current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the machine runs once per slot; later renders only read its state
  }, []);

  return { state, feedAd, source };
}
