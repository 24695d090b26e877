import {
  AD_BLOCKER_AFTER_POLLS,
  AD_MAX_POLLS,
  AD_POLL_INTERVAL_MS,
  createAdController,
  initialAdState,
  isCrawler,
  isDefaultBackersLink,
  nextAdState,
  pickAdShape,
  pickInHouseAd,
  type AdState,
  type InHouseAd,
  type NetworkAdProbe,
} from '../ads';
import { inHouseAds } from '../inHouseAds';
import english from '../../../src/translations/en.json';

const fixed = (value: number) => () => value;
const context = { random: fixed(0.5), inHouseAds };

function runController(probes: (step: number) => NetworkAdProbe, random = fixed(0.5)) {
  const states: AdState[] = [];
  let step = 0;
  const controller = createAdController({
    initial: initialAdState('Mozilla/5.0 Chrome/130'),
    random,
    inHouseAds,
    timers: {
      setTimeout: (callback, ms) => setTimeout(callback, ms),
      clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    },
    probe: () => probes(++step),
    onChange: (state) => states.push(state),
  });
  return { controller, states, polls: () => step };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('crawlers', () => {
  it.each(['Googlebot/2.1', 'Mozilla/5.0 (compatible; bingbot/2.0)', 'some-crawler', 'Spider', 'robot', 'site crawling tool'])(
    'see an empty ad: %s',
    (userAgent) => {
      expect(isCrawler(userAgent)).toBe(true);
      expect(initialAdState(userAgent)).toEqual({ status: 'empty', reason: 'crawler' });
    },
  );

  it('readers start with the network placeholder', () => {
    expect(initialAdState('Mozilla/5.0 (X11; Linux x86_64) Chrome/130')).toEqual({ status: 'placeholder', polls: 0 });
  });
});

describe('the session ad shape', () => {
  it('keeps a stored shape', () => {
    expect(pickAdShape('inline', fixed(0.9))).toBe('inline');
    expect(pickAdShape('image', fixed(0.1))).toBe('image');
  });

  it('draws inline for 20 % of sessions and image for the rest, when nothing usable is stored', () => {
    expect(pickAdShape(null, fixed(0.19))).toBe('inline');
    expect(pickAdShape('garbage', fixed(0.2))).toBe('image');
  });
});

describe('polling for the network ad', () => {
  it('shows the network ad as soon as a poll finds it, and stops polling', () => {
    const { states, controller, polls } = runController((step) => (step === 3 ? 'ad' : 'none'));
    controller.startPolling();
    jest.advanceTimersByTime(AD_POLL_INTERVAL_MS * 3);
    expect(states.at(-1)).toEqual({ status: 'network', polls: 3 });
    jest.advanceTimersByTime(AD_POLL_INTERVAL_MS * 10);
    expect(polls()).toBe(3);
  });

  it('polls every 500 ms and assumes a blocker only after more than 6 empty polls', () => {
    const { states, controller } = runController(() => 'none');
    controller.startPolling();
    jest.advanceTimersByTime(AD_POLL_INTERVAL_MS * AD_BLOCKER_AFTER_POLLS);
    expect(controller.getState()).toEqual({ status: 'placeholder', polls: 6 });
    jest.advanceTimersByTime(AD_POLL_INTERVAL_MS - 1);
    expect(controller.getState()).toEqual({ status: 'placeholder', polls: 6 });
    jest.advanceTimersByTime(1);
    expect(controller.getState()).toMatchObject({ status: 'inHouse', polls: 7, reason: 'blocker' });
    expect(states.filter((state) => state.status !== 'placeholder')).toHaveLength(1);
  });

  it('asks blocker users for support instead, with probability 0.2', () => {
    const { controller } = runController(() => 'none', fixed(0.19));
    controller.startPolling();
    jest.advanceTimersByTime(AD_POLL_INTERVAL_MS * 7);
    expect(controller.getState()).toEqual({ status: 'blockerMessage', polls: 7 });
  });

  it('stops after 30 polls', () => {
    const { controller, polls } = runController(() => 'none');
    controller.startPolling();
    jest.advanceTimersByTime(AD_POLL_INTERVAL_MS * 100);
    expect(polls()).toBe(AD_MAX_POLLS);
    expect(controller.getState()).toMatchObject({ status: 'inHouse', polls: 30 });
  });

  it('still shows a network ad that arrives late, after the blocker guess', () => {
    const { controller } = runController((step) => (step >= 12 ? 'ad' : 'none'));
    controller.startPolling();
    jest.advanceTimersByTime(AD_POLL_INTERVAL_MS * 8);
    expect(controller.getState().status).toBe('inHouse');
    jest.advanceTimersByTime(AD_POLL_INTERVAL_MS * 4);
    expect(controller.getState()).toEqual({ status: 'network', polls: 12 });
  });

  it('replaces the default backers link with an in-house ad', () => {
    const { controller, polls } = runController(() => 'backers');
    controller.startPolling();
    jest.advanceTimersByTime(AD_POLL_INTERVAL_MS * 5);
    expect(controller.getState()).toMatchObject({ status: 'inHouse', reason: 'noPaidAd', polls: 1 });
    expect(polls()).toBe(1);
  });

  it('tells the slot only when it must show something else, not at every poll', () => {
    const { controller, states } = runController((step) => (step === 20 ? 'ad' : 'none'));
    controller.startPolling();
    jest.advanceTimersByTime(AD_POLL_INTERVAL_MS * AD_MAX_POLLS);
    expect(states.map((state) => state.status)).toEqual(['inHouse', 'network']);
  });

  it('polls no more once stopped (the page was left)', () => {
    const { controller, polls } = runController(() => 'none');
    controller.startPolling();
    jest.advanceTimersByTime(AD_POLL_INTERVAL_MS * 2);
    controller.stop();
    jest.advanceTimersByTime(AD_POLL_INTERVAL_MS * 20);
    expect(polls()).toBe(2);
  });
});

describe('transitions', () => {
  const placeholder: AdState = { status: 'placeholder', polls: 0 };

  it('shows an in-house ad at once when no network is configured', () => {
    expect(nextAdState(placeholder, { type: 'noPaidAd' }, context)).toMatchObject({ status: 'inHouse', reason: 'noPaidAd' });
  });

  it('shows the feed ad, or no ad when the feed has none', () => {
    expect(nextAdState(placeholder, { type: 'networkAdShown' }, context)).toEqual({ status: 'network', polls: 0 });
    expect(nextAdState(placeholder, { type: 'noAd' }, context)).toEqual({ status: 'empty', reason: 'noAd' });
  });

  it('hides the ad after a render crash, whatever it showed', () => {
    const shown: AdState = { status: 'network', polls: 2 };
    expect(nextAdState(shown, { type: 'crash' }, context)).toEqual({ status: 'empty', reason: 'crash' });
  });

  it('keeps a crawler slot empty', () => {
    const crawler = initialAdState('Googlebot');
    expect(nextAdState(crawler, { type: 'poll', found: 'ad' }, context)).toBe(crawler);
    expect(nextAdState(crawler, { type: 'noPaidAd' }, context)).toBe(crawler);
  });

  it('gives no ad when the in-house list is empty', () => {
    expect(nextAdState(placeholder, { type: 'noPaidAd' }, { ...context, inHouseAds: [] })).toEqual({ status: 'empty', reason: 'noAd' });
  });
});

describe('in-house ads', () => {
  it('picks each of the five ads for its share of draws', () => {
    expect(inHouseAds).toHaveLength(5);
    expect(pickInHouseAd(inHouseAds, fixed(0))?.label).toBe(inHouseAds[0]?.label);
    expect(pickInHouseAd(inHouseAds, fixed(0.999))?.label).toBe(inHouseAds[4]?.label);
  });

  it.each(inHouseAds.map((ad): [string, InHouseAd] => [ad.label, ad]))('%s has copy, an image in static/ and a web link', (_label, ad) => {
    expect(english[`ads.inHouse.${ad.copy}.name`]).not.toBe('');
    expect(english[`ads.inHouse.${ad.copy}.description`].length).toBeGreaterThan(40);
    expect(ad.img).toMatch(/^\/img\/ads\/[a-z-]+\.svg$/);
    expect(ad.link).toMatch(/^https:\/\//);
    expect(ad.label).toMatch(/^in-house-/);
  });
});

describe('the default backers link', () => {
  it.each([
    ['https://mui.com/material-ui/discover-more/backers/', true],
    ['https://mui.com/discover-more/backers', true],
    ['https://example.com/product', false],
    ['not a url', false],
  ])('%s → %p', (href, expected) => {
    expect(isDefaultBackersLink(href)).toBe(expected);
  });
});
