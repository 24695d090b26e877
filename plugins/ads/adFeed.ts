/**
 * The ad network's JSON feed for a slot (the inline ad shape): fetch it, take
 * the first usable ad, retry while none is usable, and give up quietly on any
 * failure — a failed fetch means no ad. Feed values come from
 * outside: links must be http(s), and text stays text.
 */
import type { Ad } from './ads';
import { isPublicHostname } from './publicHost';

/** One entry of the feed's `ads` list, as the network documents it; any field may be missing. */
export interface AdFeedItem {
  statlink?: unknown;
  statimp?: unknown;
  pixel?: unknown;
  timestamp?: unknown;
  image?: unknown;
  company?: unknown;
  description?: unknown;
}

/** An ad of the feed, ready to show, with the URLs to request once it is displayed. */
export interface FeedAd {
  ad: Ad;
  impressionUrls: string[];
}

export const FEED_MAX_ATTEMPTS = 10;
export const FEED_TIMEOUT_MS = 5000;
export const FEED_AD_LABEL = 'carbon-inline';
export const FEED_POWERED_BY = 'Carbon';

/** An ad is usable only if it is a non-empty object with a `statlink`. */
export function isUsableFeedItem(item: unknown): item is AdFeedItem & { statlink: string } {
  return (
    typeof item === 'object' &&
    item !== null &&
    !Array.isArray(item) &&
    Object.keys(item).length > 0 &&
    typeof (item as AdFeedItem).statlink === 'string' &&
    (item as { statlink: string }).statlink.trim() !== ''
  );
}

/** The first usable ad of a parsed feed body, or null (wrong shape included). */
export function firstUsableFeedItem(body: unknown): (AdFeedItem & { statlink: string }) | null {
  const ads = typeof body === 'object' && body !== null ? (body as { ads?: unknown }).ads : undefined;
  if (!Array.isArray(ads)) {
    return null;
  }
  return ads.find(isUsableFeedItem) ?? null;
}

/** An absolute http(s) URL, resolved against the feed's own URL (the network uses `//host/...` links), or null. */
export function safeHttpUrl(value: unknown, base: string): string | null {
  if (typeof value !== 'string' || value.trim() === '') {
    return null;
  }
  try {
    const url = new URL(value.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** A feed may ask for the network's impression and a few partners' pixels; more is not an impression count. */
export const MAX_IMPRESSION_PIXELS = 5;

/**
 * A pixel the reader's browser may load: over HTTPS to a public host, or from the feed's own origin (which the site
 * chose).
 */
export function isAllowedPixel(url: string, feedUrl: string): boolean {
  const pixel = new URL(url);
  if (pixel.origin === new URL(feedUrl).origin) return true;
  return pixel.protocol === 'https:' && isPublicHostname(pixel.hostname);
}

/** The network's tracking pixels: a `||`-separated list whose `[timestamp]` placeholders take the feed's timestamp. */
function impressionUrls(item: AdFeedItem, feedUrl: string): string[] {
  const timestamp = typeof item.timestamp === 'string' || typeof item.timestamp === 'number' ? String(item.timestamp) : '';
  const pixels = typeof item.pixel === 'string' ? item.pixel.split('||') : [];
  return [item.statimp, ...pixels.map((pixel) => pixel.replaceAll('[timestamp]', timestamp))]
    .map((url) => safeHttpUrl(url, feedUrl))
    .filter((url): url is string => url !== null && isAllowedPixel(url, feedUrl))
    .slice(0, MAX_IMPRESSION_PIXELS);
}

/** Maps a usable feed item to the spec's ad; null when its link is not a web address. */
export function feedItemToAd(item: AdFeedItem & { statlink: string }, feedUrl: string): FeedAd | null {
  const link = safeHttpUrl(item.statlink, feedUrl);
  if (!link) {
    return null;
  }
  return {
    ad: {
      link,
      img: safeHttpUrl(item.image, feedUrl) ?? '',
      name: text(item.company),
      description: text(item.description),
      poweredby: FEED_POWERED_BY,
      label: FEED_AD_LABEL,
    },
    impressionUrls: impressionUrls(item, feedUrl),
  };
}

export interface FetchFeedAdOptions {
  url: string;
  fetch: typeof globalThis.fetch;
  timeoutMs?: number;
  maxAttempts?: number;
  setTimeout?: (callback: () => void, ms: number) => unknown;
  clearTimeout?: (handle: never) => void;
}

type Attempt = { kind: 'failed' } | { kind: 'unusable' } | { kind: 'ad'; ad: FeedAd };

async function attempt(options: Required<FetchFeedAdOptions>): Promise<Attempt> {
  const controller = new AbortController();
  const timer = options.setTimeout(() => controller.abort(), options.timeoutMs);
  try {
    const response = await options.fetch(options.url, { signal: controller.signal, credentials: 'omit' });
    if (!response.ok) {
      return { kind: 'failed' };
    }
    const item = firstUsableFeedItem(await response.json());
    const ad = item && feedItemToAd(item, options.url);
    return ad ? { kind: 'ad', ad } : { kind: 'unusable' };
  } catch {
    // Network errors, timeouts and bodies that are not JSON: no ad, and nothing for the reader to see.
    return { kind: 'failed' };
  } finally {
    options.clearTimeout(timer as never);
  }
}

/** The feed's first usable ad, asking again (up to `maxAttempts` requests) while the answers hold none. */
export async function fetchFeedAd(options: FetchFeedAdOptions): Promise<FeedAd | null> {
  const resolved: Required<FetchFeedAdOptions> = {
    timeoutMs: FEED_TIMEOUT_MS,
    maxAttempts: FEED_MAX_ATTEMPTS,
    setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
    clearTimeout: (handle) => globalThis.clearTimeout(handle),
    ...options,
  };
  for (let count = 0; count < resolved.maxAttempts; count += 1) {
    const result = await attempt(resolved);
    if (result.kind === 'ad') return result.ad;
    if (result.kind === 'failed') return null;
  }
  return null;
}
