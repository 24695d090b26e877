import {
  FEED_MAX_ATTEMPTS,
  MAX_IMPRESSION_PIXELS,
  feedItemToAd,
  fetchFeedAd,
  firstUsableFeedItem,
  isUsableFeedItem,
  safeHttpUrl,
} from '../adFeed';

const FEED_URL = 'https://srv.example.test/ads/CODE.json?segment=placement:x';

const feedItem = {
  statlink: '//srv.example.test/ads/click/x/123',
  statimp: '//srv.example.test/ads/impression/123',
  pixel: 'https://pixel.example.test/a?t=[timestamp]||https://pixel.example.test/b',
  timestamp: '1700000000',
  image: 'https://cdn.example.test/logo.png',
  company: 'Acme',
  description: 'Fast builds for React apps.',
};

/** The parts of a fetch Response the feed reads (jsdom has no Response class). */
function response(body: string, status = 200): Response {
  return { ok: status >= 200 && status < 300, status, json: async () => JSON.parse(body) as unknown } as Response;
}

describe('usable ads', () => {
  it('accepts a non-empty object with a statlink', () => {
    expect(isUsableFeedItem(feedItem)).toBe(true);
    expect(isUsableFeedItem({ statlink: 'https://a.test/' })).toBe(true);
  });

  it.each([[{}], [null], [undefined], ['statlink'], [[]], [{ company: 'Acme' }], [{ statlink: '' }], [{ statlink: 42 }]])(
    'rejects %p',
    (item) => {
      expect(isUsableFeedItem(item)).toBe(false);
    },
  );

  it('takes the first usable ad of the list', () => {
    expect(firstUsableFeedItem({ ads: [{}, { company: 'x' }, feedItem, { statlink: 'https://b.test/' }] })).toBe(feedItem);
  });

  it.each([[null], ['text'], [{}], [{ ads: 'many' }], [{ ads: [] }], [{ ads: [{}] }]])('finds none in %p', (body) => {
    expect(firstUsableFeedItem(body)).toBeNull();
  });
});

describe('mapping a feed ad', () => {
  it('maps the feed fields to the ad shape, resolving protocol-relative links', () => {
    expect(feedItemToAd(feedItem, FEED_URL)).toEqual({
      ad: {
        link: 'https://srv.example.test/ads/click/x/123',
        img: 'https://cdn.example.test/logo.png',
        name: 'Acme',
        description: 'Fast builds for React apps.',
        poweredby: 'Carbon',
        label: 'carbon-inline',
      },
      impressionUrls: [
        'https://srv.example.test/ads/impression/123',
        'https://pixel.example.test/a?t=1700000000',
        'https://pixel.example.test/b',
      ],
    });
  });

  it('keeps markup in the text as it is: it is rendered as text', () => {
    const mapped = feedItemToAd({ ...feedItem, description: '<img src=x onerror=alert(1)>' }, FEED_URL);
    expect(mapped?.ad.description).toBe('<img src=x onerror=alert(1)>');
  });

  it('refuses links and images that are not web addresses', () => {
    expect(feedItemToAd({ ...feedItem, statlink: 'javascript:alert(1)' }, FEED_URL)).toBeNull();
    expect(feedItemToAd({ ...feedItem, image: 'data:text/html,x' }, FEED_URL)?.ad.img).toBe('');
    expect(safeHttpUrl('http://[bad', FEED_URL)).toBeNull();
  });

  it("loads at most a handful of pixels, each over HTTPS or from the feed's own origin", () => {
    const pixel = [
      'http://tracker.example.test/plain-http',
      'http://srv.example.test/same-origin-http',
      ...Array.from({ length: 20 }, (_, index) => `https://pixel.example.test/${index}`),
    ].join('||');
    const urls = feedItemToAd({ ...feedItem, pixel }, 'http://srv.example.test/ads/CODE.json')?.impressionUrls ?? [];
    expect(urls).toHaveLength(MAX_IMPRESSION_PIXELS);
    expect(urls.slice(0, 3)).toEqual([
      'http://srv.example.test/ads/impression/123',
      'http://srv.example.test/same-origin-http',
      'https://pixel.example.test/0',
    ]);
  });

  it('fills missing text fields with empty strings', () => {
    expect(feedItemToAd({ statlink: 'https://a.test/' }, FEED_URL)?.ad).toMatchObject({ name: '', description: '', img: '' });
  });
});

describe('fetching the feed', () => {
  it('returns the first usable ad of the answer', async () => {
    const fetch = jest.fn(async () => response(JSON.stringify({ ads: [{}, feedItem] })));
    await expect(fetchFeedAd({ url: FEED_URL, fetch })).resolves.toMatchObject({ ad: { name: 'Acme' } });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('asks again while the answers hold no usable ad', async () => {
    const answers = [{ ads: [] }, { ads: [{}] }, { ads: [feedItem] }];
    const fetch = jest.fn(async () => response(JSON.stringify(answers.shift())));
    await expect(fetchFeedAd({ url: FEED_URL, fetch })).resolves.not.toBeNull();
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('stops after 10 requests with no usable ad', async () => {
    const fetch = jest.fn(async () => response('{"ads":[{}]}'));
    await expect(fetchFeedAd({ url: FEED_URL, fetch })).resolves.toBeNull();
    expect(fetch).toHaveBeenCalledTimes(FEED_MAX_ATTEMPTS);
    expect(FEED_MAX_ATTEMPTS).toBe(10);
  });

  it.each([
    ['a server error', async () => response('{"ads":[]}', 500)],
    ['a body that is not JSON', async () => response('<html>oops')],
    ['a network failure', async () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('gives no ad, without retrying, after %s', async (_name, answer) => {
    const fetch = jest.fn(answer);
    await expect(fetchFeedAd({ url: FEED_URL, fetch })).resolves.toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('aborts a request that hangs after the timeout and gives no ad', async () => {
    jest.useFakeTimers();
    const fetch = jest.fn(
      (_url: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const result = fetchFeedAd({ url: FEED_URL, fetch, timeoutMs: 5000 });
    await jest.advanceTimersByTimeAsync(4999);
    expect(init(fetch)?.signal?.aborted).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBeNull();
    jest.useRealTimers();
  });
});

function init(fetch: jest.Mock): RequestInit | undefined {
  return fetch.mock.calls[0]?.[1] as RequestInit | undefined;
}
