import type { BrowserContext, Route } from '@playwright/test';

/**
 * The e2e build talks to analytics and the ad network on reserved `.test`
 * hosts (scripts/e2e-hosts.mjs). Every page of every suite gets these quiet
 * answers, as if the services were up but had nothing to say: an empty gtag.js,
 * an ad script that renders no ad, a feed with no ads. Tests that need more
 * replace them with their own routes or servers.
 */
export const THIRD_PARTY_HOSTS = /^https?:\/\/[^/]*\.x-docs\.test(:\d+)?\//;

async function answerQuietly(route: Route): Promise<void> {
  const { pathname } = new URL(route.request().url());
  if (pathname.endsWith('.js') || pathname.endsWith('/js')) {
    await route.fulfill({ status: 200, contentType: 'application/javascript', body: '' });
  } else if (pathname.endsWith('.json')) {
    await route.fulfill({ status: 200, contentType: 'application/json', body: '{"ads":[]}' });
  } else {
    await route.fulfill({ status: 204 });
  }
}

export async function answerThirdPartyHosts(context: BrowserContext): Promise<void> {
  await context.route(THIRD_PARTY_HOSTS, answerQuietly);
}

export function stopAnsweringThirdPartyHosts(context: BrowserContext): Promise<void> {
  return context.unroute(THIRD_PARTY_HOSTS, answerQuietly);
}
