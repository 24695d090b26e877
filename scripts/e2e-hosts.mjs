#!/usr/bin/env node
/**
 * The outside services of the e2e build (analytics and the ad network), on
 * reserved `.test` host names that never resolve (RFC 2606), and its docs host. The e2e harness
 * resolves them to a quiet server (test/e2e/support/thirdParty.ts); the ad tests map the ad host to a
 * stand-in network. `npm test` builds with these settings; to build the
 * same way by hand: `env $(node scripts/e2e-hosts.mjs) npm run build`.
 */
import { fileURLToPath } from 'node:url';

export const E2E_HOSTS_ENV = {
  X_DOCS_GA_MEASUREMENT_ID: 'G-E2ETEST',
  X_DOCS_GTAG_SCRIPT_URL: 'http://analytics.x-docs.test/gtag/js',
  X_DOCS_AD_SCRIPT_URL: 'http://ads.x-docs.test/carbon.js?serve=E2ETEST&placement=x-docs',
  X_DOCS_AD_FEED_URL: 'http://ads.x-docs.test/ads/E2ETEST.json?segment=placement:x-docs',
  X_DOCS_ADS: 'on',
  // "Open in ChatGPT" and "Open in Claude" on docs pages.
  X_DOCS_CHATGPT_URL: 'http://chatgpt.x-docs.test/',
  X_DOCS_CLAUDE_URL: 'http://claude.x-docs.test/new',
  // The docs host, the only one the service worker registers on: `localhost`, a secure context as the real HTTPS
  // host is, and never 127.0.0.1, where the suites run, so only the offline tests (test/e2e/offline.e2e.ts),
  // which open the build at localhost, get a worker.
  X_DOCS_SW_HOST: 'localhost',
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(
    Object.entries(E2E_HOSTS_ENV)
      .map(([key, value]) => `${key}=${value}`)
      .join('\n'),
  );
}
