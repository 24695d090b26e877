import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

/**
 * Analytics with consent: analytics, cookie consent and page feedback. Its client module installs the `gtag`
 * queue and sends page views, clicks and web vitals once the reader allows it; its theme components are what the
 * site's chrome renders: `@theme/Consent/ConsentBanner`, `@theme/Consent/CookiePreferencesButton`,
 * `@theme/PageFeedback` and `@theme/Analytics/UserProperties`. `analytics.ts` builds every command it sends.
 */
export default function analyticsPlugin(): Plugin {
  return {
    name: 'x-docs-analytics',
    getThemePath: () => path.join(__dirname, 'theme'),
    getClientModules: () => [path.join(__dirname, 'client/analytics.ts')],
  };
}
