import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { CHROMIUM_PATH, chromiumLaunchOptions } from './browser';
import { test as suiteTest } from './fixtures';

/** The ad network's host in the e2e build (scripts/e2e-hosts.mjs). */
export const AD_HOST = 'ads.x-docs.test';

export type FeedBehaviour =
  { kind: 'json'; body: unknown } | { kind: 'text'; body: string } | { kind: 'status'; status: number } | { kind: 'hang' };

/** `tall`: an ad whose markup is 900 px high, as a misbehaving network could send. */
export type ScriptBehaviour = 'ad' | 'backers' | 'tall' | 'nothing';

export interface AdNetwork {
  port: number;
  feed: FeedBehaviour;
  script: ScriptBehaviour;
  /** How long the script waits before it renders its ad, like a network on a slow day. */
  scriptDelayMs: number;
  /** How long the feed takes to answer. */
  feedDelayMs: number;
  /** The paths requested so far, in order. */
  requests: string[];
  close: () => Promise<void>;
}

const IMAGE = '<svg xmlns="http://www.w3.org/2000/svg" width="130" height="100"><rect width="130" height="100" fill="#7aa"/></svg>';

/** What the network's script does: render `#carbonads` into the slot next to its script tag. */
function networkScript(behaviour: ScriptBehaviour, delayMs: number): string {
  if (behaviour === 'nothing') return '';
  const link = behaviour !== 'backers' ? `http://${AD_HOST}/click/1` : 'https://mui.com/material-ui/discover-more/backers/';
  return `(() => {
    const script = document.getElementById('_carbonads_js');
    setTimeout(() => {
      const ad = document.createElement('div');
      ad.id = 'carbonads';
      ad.innerHTML = '<span><a class="carbon-img" href="${link}"><img src="http://${AD_HOST}/img/ad.svg" width="130" height="100" alt=""></a>' +
        '<a class="carbon-text" href="${link}">Network ad: ship React dashboards faster.</a>' +
        '<a class="carbon-poweredby" href="${link}">ads via Carbon</a></span>'${behaviour === 'tall' ? ` + '<div style="height:900px"></div>'` : ''};
      script.parentNode.insertBefore(ad, script);
    }, ${delayMs});
  })();`;
}

/** A stand-in ad network on 127.0.0.1: the script, the JSON feed, images and impression pixels. */
export async function startAdNetwork(): Promise<AdNetwork> {
  const sockets = new Set<Socket>();
  const network: AdNetwork = {
    port: 0,
    feed: { kind: 'json', body: { ads: [] } },
    script: 'nothing',
    scriptDelayMs: 0,
    feedDelayMs: 0,
    requests: [],
    close: async () => undefined,
  };
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', `http://${AD_HOST}`);
    network.requests.push(url.pathname);
    if (url.pathname === '/carbon.js') {
      response.writeHead(200, { 'content-type': 'application/javascript' });
      response.end(networkScript(network.script, network.scriptDelayMs));
    } else if (url.pathname.startsWith('/ads/')) {
      // The network's feed is meant to be read by pages on other origins.
      response.setHeader('access-control-allow-origin', '*');
      const { feed } = network;
      if (feed.kind === 'hang') return; // never answers
      if (feed.kind === 'status') {
        response.writeHead(feed.status, { 'content-type': 'application/json' });
        response.end('{"error":"server error"}');
        return;
      }
      const body = feed.kind === 'json' ? JSON.stringify(feed.body) : feed.body;
      setTimeout(() => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(body);
      }, network.feedDelayMs);
    } else if (url.pathname.startsWith('/img/')) {
      response.writeHead(200, { 'content-type': 'image/svg+xml' });
      response.end(IMAGE);
    } else {
      response.writeHead(204);
      response.end();
    }
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  network.port = (server.address() as AddressInfo).port;
  network.close = () =>
    new Promise<void>((resolve) => {
      sockets.forEach((socket) => socket.destroy());
      server.close(() => resolve());
    });
  return network;
}

/** A usable feed answer, as the network sends it (protocol-relative links). */
export function usableFeed(overrides: Record<string, unknown> = {}): unknown {
  return {
    ads: [
      {},
      {
        statlink: `//${AD_HOST}/click/feed-1`,
        statimp: `//${AD_HOST}/impression/feed-1`,
        pixel: `//${AD_HOST}/pixel/a?t=[timestamp]`,
        timestamp: '1700000000',
        image: `//${AD_HOST}/img/acme.svg`,
        company: 'Acme Builds',
        description: 'Preview every pull request of your React app in seconds.',
        ...overrides,
      },
    ],
  };
}

/**
 * The suite's `test` with a stand-in ad network: each worker starts one and launches Chromium resolving the ad host to
 * it; a test gets it as `network`, with no ad to give and nothing requested yet.
 */
export const test = suiteTest.extend<{ network: AdNetwork }, { workerAdNetwork: AdNetwork }>({
  workerAdNetwork: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const network = await startAdNetwork();
      await use(network);
      await network.close();
    },
    { scope: 'worker' },
  ],
  launchOptions: [
    async ({ workerAdNetwork }, use) => {
      await use(chromiumLaunchOptions(CHROMIUM_PATH, [`MAP ${AD_HOST} 127.0.0.1:${workerAdNetwork.port}`]));
    },
    { scope: 'worker' },
  ],
  network: async ({ workerAdNetwork: network }, use) => {
    network.requests = [];
    network.feed = { kind: 'json', body: { ads: [] } };
    network.script = 'nothing';
    network.scriptDelayMs = 0;
    network.feedDelayMs = 0;
    await use(network);
  },
});
