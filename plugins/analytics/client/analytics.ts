/**
 * Analytics on every page: the gtag queue, gtag.js once the reader has accepted
 * analytics (and a measurement ID is configured), a page view after each route
 * change, click events from `data-ga-event-*` attributes and, for a tiny share
 * of sessions, web vitals. Payloads come from src/lib/analytics. Under Do Not
 * Track or Global Privacy Control none of this runs: no queue, no script.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type { ClientModule } from '@docusaurus/types';
import {
  clickEventCommand,
  configCommand,
  consentDefaultCommand,
  consentUpdateCommand,
  pageViewCommand,
  shouldReportWebVitals,
  webVitalCommand,
  type WebVitalMetric,
} from '../analytics';
import { analyticsGranted, hasPrivacySignal } from '../consent';
import { installGtagQueue, sendToAnalytics } from '../gtag';
import { siteFields } from '@site/src/lib/siteConfig';
import {
  browserPrivacySignals,
  followConsentOfOtherTabs,
  onAnalyticsGranted,
  onAnalyticsWithdrawn,
  readStoredConsent,
} from '../consentStore';

const { gaMeasurementId, gtagScriptUrl } = siteFields();

let gtagScriptRequested = false;

function loadGtagScript(measurementId: string): void {
  if (gtagScriptRequested) return;
  gtagScriptRequested = true;
  const script = document.createElement('script');
  script.async = true;
  script.src = `${gtagScriptUrl}?id=${encodeURIComponent(measurementId)}`;
  document.head.appendChild(script);
}

function setGtagDisabled(measurementId: string, disabled: boolean): void {
  (window as unknown as Record<string, unknown>)[`ga-disable-${measurementId}`] = disabled;
}

function trackClick(event: MouseEvent): void {
  const element = event.target instanceof Element ? event.target.closest('[data-ga-event-category]') : null;
  const category = element?.getAttribute('data-ga-event-category');
  if (!element || !category) {
    return;
  }
  const attributes = {
    category,
    action: element.getAttribute('data-ga-event-action'),
    label: element.getAttribute('data-ga-event-label'),
    split: element.getAttribute('data-ga-event-split'),
  };
  sendToAnalytics(clickEventCommand(attributes, Math.random));
}

function reportWebVitals(): void {
  const send = (metric: WebVitalMetric) => sendToAnalytics(webVitalCommand(metric));
  import('web-vitals')
    .then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
      [onCLS, onFCP, onINP, onLCP, onTTFB].forEach((listen) => listen(send));
    })
    // A chunk that fails to load only costs this session's measurements.
    .catch(() => undefined);
}

if (ExecutionEnvironment.canUseDOM && !hasPrivacySignal(browserPrivacySignals())) {
  installGtagQueue(window);
  sendToAnalytics(consentDefaultCommand());
  const granted = analyticsGranted(readStoredConsent(), browserPrivacySignals());
  if (granted) {
    sendToAnalytics(consentUpdateCommand(true));
  }
  sendToAnalytics(['js', new Date()]);
  if (gaMeasurementId) {
    sendToAnalytics(configCommand(gaMeasurementId));
    // The queue keeps every command until then; gtag.js reads them all when it loads.
    if (granted) {
      loadGtagScript(gaMeasurementId);
    }
    onAnalyticsGranted(() => {
      setGtagDisabled(gaMeasurementId, false);
      loadGtagScript(gaMeasurementId);
    });
    // gtag.js's own sends (engagement pings when the tab is hidden) stop too: Google's opt-out flag for the ID.
    onAnalyticsWithdrawn(() => setGtagDisabled(gaMeasurementId, true));
  }
  followConsentOfOtherTabs(window);
  document.addEventListener('click', trackClick);
  if (shouldReportWebVitals(Math.random)) {
    reportWebVitals();
  }
}

const analyticsModule: ClientModule = {
  onRouteDidUpdate({ location, previousLocation }) {
    if (previousLocation && previousLocation.pathname === location.pathname) {
      return;
    }
    // The new page's <title> is written by Helmet on the next animation frame; the view is sent after it.
    requestAnimationFrame(() => {
      setTimeout(() => sendToAnalytics(pageViewCommand(document.title, location.pathname)), 0);
    });
  },
};

export default analyticsModule;
