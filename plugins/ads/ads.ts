/**
 * The ad display as a state machine. The slot starts with the ad
 * network's placeholder; the network's ad element is polled for; a missing ad
 * means a blocker, a "backers" ad means no paid ad, and both bring an in-house
 * ad instead; a render crash hides the ad. Randomness and timers are passed
 * in, so every branch can be tested deterministically.
 */
/** The spec's ad entity, as the network's feed gives it; an in-house ad (inHouseAds.ts) takes its words from the UI messages. */
export interface Ad {
  link: string;
  img: string;
  name: string;
  description: string;
  poweredby: string;
  /** The analytics label of the ad's events. */
  label: string;
}

/** Which in-house ad: its name and text are the UI messages `ads.inHouse.<copy>.name` and `.description`. */
export type InHouseCopy = 'toolpad' | 'templates' | 'themes' | 'support' | 'designKits';

/** One of the site's own ads (inHouseAds.ts), in the reader's language. */
export interface InHouseAd extends Omit<Ad, 'name' | 'description'> {
  copy: InHouseCopy;
}

export const AD_POLL_INTERVAL_MS = 500;
export const AD_MAX_POLLS = 30;
/** More polls than this without an ad element: a blocker is assumed. */
export const AD_BLOCKER_AFTER_POLLS = 6;
/** When a blocker is assumed, the share of readers asked to support the project instead of an in-house ad. */
export const BLOCKER_MESSAGE_PROBABILITY = 0.2;
/** The share of sessions that get the inline (text) shape; the others get the image shape. */
export const INLINE_SHAPE_PROBABILITY = 0.2;

/** How the network's ad is shown: the network's own script (image), or the site rendering its JSON feed (inline). */
export type AdShape = 'image' | 'inline';
export const AD_SHAPE_STORAGE_KEY = 'x-docs-ad-shape';

const CRAWLER_USER_AGENT = /bot|googlebot|crawler|spider|robot|crawling/i;

export function isCrawler(userAgent: string): boolean {
  return CRAWLER_USER_AGENT.test(userAgent);
}

/** The session's shape: the stored one, or a new draw when none (or garbage) is stored. */
export function pickAdShape(stored: unknown, random: () => number): AdShape {
  if (stored === 'image' || stored === 'inline') {
    return stored;
  }
  return random() < INLINE_SHAPE_PROBABILITY ? 'inline' : 'image';
}

/** The link the network shows when it has no paid ad: the project's backers page. */
export function isDefaultBackersLink(href: string): boolean {
  try {
    return /\/discover-more\/backers\/?$/.test(new URL(href).pathname);
  } catch {
    return false;
  }
}

/** What one poll found in the slot: nothing, the network's ad, or its default backers link. */
export type NetworkAdProbe = 'none' | 'ad' | 'backers';

/** Why an in-house ad shows: a blocker is assumed, or the network has no paid ad (or none is configured). */
export type InHouseReason = 'blocker' | 'noPaidAd';

export type AdState =
  | { status: 'placeholder'; polls: number }
  | { status: 'network'; polls: number }
  | { status: 'inHouse'; polls: number; ad: InHouseAd; reason: InHouseReason }
  | { status: 'blockerMessage'; polls: number }
  | { status: 'empty'; reason: 'crawler' | 'noAd' | 'crash' };

export type AdEvent =
  | { type: 'poll'; found: NetworkAdProbe }
  /** No network is configured: there is no paid ad to wait for. */
  | { type: 'noPaidAd' }
  /** The inline shape rendered the feed's ad. */
  | { type: 'networkAdShown' }
  /** The feed gave no usable ad, or failed. */
  | { type: 'noAd' }
  | { type: 'crash' };

export interface AdMachineContext {
  random: () => number;
  inHouseAds: readonly InHouseAd[];
}

export function initialAdState(userAgent: string): AdState {
  return isCrawler(userAgent) ? { status: 'empty', reason: 'crawler' } : { status: 'placeholder', polls: 0 };
}

export function pickInHouseAd(ads: readonly InHouseAd[], random: () => number): InHouseAd | undefined {
  return ads[Math.min(ads.length - 1, Math.floor(random() * ads.length))];
}

function fallback(polls: number, reason: InHouseReason, context: AdMachineContext): AdState {
  if (reason === 'blocker' && context.random() < BLOCKER_MESSAGE_PROBABILITY) {
    return { status: 'blockerMessage', polls };
  }
  const ad = pickInHouseAd(context.inHouseAds, context.random);
  return ad ? { status: 'inHouse', polls, ad, reason } : { status: 'empty', reason: 'noAd' };
}

/** True while the slot still waits for a network ad that may come late. */
export function isWaitingForNetworkAd(state: AdState): boolean {
  const waiting =
    state.status === 'placeholder' || state.status === 'blockerMessage' || (state.status === 'inHouse' && state.reason === 'blocker');
  return waiting && state.polls < AD_MAX_POLLS;
}

function onPoll(state: AdState, found: NetworkAdProbe, context: AdMachineContext): AdState {
  if (!isWaitingForNetworkAd(state) || state.status === 'empty') {
    return state;
  }
  const polls = state.polls + 1;
  if (found === 'ad') {
    return { status: 'network', polls };
  }
  if (found === 'backers') {
    return fallback(polls, 'noPaidAd', context);
  }
  if (state.status === 'placeholder' && polls > AD_BLOCKER_AFTER_POLLS) {
    return fallback(polls, 'blocker', context);
  }
  return { ...state, polls };
}

export function nextAdState(state: AdState, event: AdEvent, context: AdMachineContext): AdState {
  switch (event.type) {
    case 'poll':
      return onPoll(state, event.found, context);
    case 'noPaidAd':
      return state.status === 'placeholder' ? fallback(state.polls, 'noPaidAd', context) : state;
    case 'networkAdShown':
      return state.status === 'placeholder' ? { status: 'network', polls: state.polls } : state;
    case 'noAd':
      return state.status === 'placeholder' ? { status: 'empty', reason: 'noAd' } : state;
    case 'crash':
      return { status: 'empty', reason: 'crash' };
  }
}

export interface AdTimers {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

export interface AdControllerOptions extends AdMachineContext {
  initial: AdState;
  timers: AdTimers;
  /** Looks for the network's ad element in the slot. */
  probe: () => NetworkAdProbe;
  onChange: (state: AdState) => void;
}

export interface AdController {
  getState: () => AdState;
  /** Polls every AD_POLL_INTERVAL_MS while a network ad may still come (the image shape). */
  startPolling: () => void;
  dispatch: (event: AdEvent) => void;
  stop: () => void;
}

/** Whether two states show the reader the same slot: the count of polls is the machine's own. */
function showsTheSame(a: AdState, b: AdState): boolean {
  const reason = (state: AdState) => ('reason' in state ? state.reason : undefined);
  const ad = (state: AdState) => ('ad' in state ? state.ad : undefined);
  return a.status === b.status && reason(a) === reason(b) && ad(a) === ad(b);
}

/**
 * Runs the machine: owns the state and the poll timer, and tells `onChange` when the slot must show something else
 * (a poll that only counts renders nothing: a reader behind a blocker waits 30 polls for a late network ad).
 */
export function createAdController({ initial, timers, probe, onChange, ...context }: AdControllerOptions): AdController {
  let state = initial;
  let timer: unknown;
  let stopped = false;

  const stopTimer = () => {
    if (timer !== undefined) {
      timers.clearTimeout(timer);
      timer = undefined;
    }
  };
  const update = (event: AdEvent) => {
    const next = nextAdState(state, event, context);
    const changesTheSlot = !showsTheSame(next, state);
    state = next;
    if (changesTheSlot) onChange(state);
    if (!isWaitingForNetworkAd(state)) {
      stopTimer();
    }
  };
  const schedule = () => {
    if (stopped || !isWaitingForNetworkAd(state)) return;
    timer = timers.setTimeout(() => {
      timer = undefined;
      update({ type: 'poll', found: probe() });
      schedule();
    }, AD_POLL_INTERVAL_MS);
  };

  return {
    getState: () => state,
    startPolling: () => {
      stopTimer();
      schedule();
    },
    dispatch: (event) => {
      if (!stopped) update(event);
    },
    stop: () => {
      stopped = true;
      stopTimer();
    },
  };
}
