/**
 * Analytics on every page: the gtag queue in consent mode "denied" until the
 * reader accepts, gtag.js when a measurement ID is configured, a page view
 * after each route change, click events from `data-ga-event-*` attributes and,
 * for a tiny share of sessions, web vitals. Payloads come from src/lib/analytics.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import siteConfig from '@generated/docusaurus.config';
import type { ClientModule } from '@docusaurus/types';
import type { SiteCustomFields } from '@site/docusaurus.config';
import {
  clickEventCommand,
  configCommand,
  consentDefaultCommand,
  consentUpdateCommand,
  pageViewCommand,
  shouldReportWebVitals,
  webVitalCommand,
  type WebVitalMetric,
} from '@site/src/lib/analytics';
import { analyticsGranted } from '@site/src/lib/consent';
import { installGtagQueue, sendToAnalytics } from '@site/src/lib/gtag';
import { browserPrivacySignals, readStoredConsent } from '@site/src/components/Consent/consentStore';

const { gaMeasurementId, gtagScriptUrl } = siteConfig.customFields as SiteCustomFields;

function loadGtagScript(measurementId: string): void {
  const script = document.createElement('script');
  script.async = true;
  script.src = `${gtagScriptUrl}?id=${encodeURIComponent(measurementId)}`;
  document.head.appendChild(script);
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

if (ExecutionEnvironment.canUseDOM) {
  installGtagQueue(window);
  sendToAnalytics(consentDefaultCommand());
  if (analyticsGranted(readStoredConsent(), browserPrivacySignals())) {
    sendToAnalytics(consentUpdateCommand(true));
  }
  sendToAnalytics(['js', new Date()]);
  if (gaMeasurementId) {
    sendToAnalytics(configCommand(gaMeasurementId));
    loadGtagScript(gaMeasurementId);
  }
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
