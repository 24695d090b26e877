/**
 * Every analytics payload the site sends, as pure functions returning the
 * arguments of one `gtag(...)` call. The client module
 * `src/clientModules/analytics.ts` and the components hand them to the queue;
 * nothing here touches the page.
 */
import { getProductInfoFromPathname, pathnameToLanguage, stripHashAndQuery } from '../../src/lib/routing';

/** The arguments of one `gtag(...)` call: a command name, then its parameters. */
export type GtagCommand = readonly [command: string, ...args: unknown[]];

/** Share of sessions that report web vitals (about 0.01 %). */
export const WEB_VITALS_SAMPLE_RATE = 0.0001;
/** Share of ad displays that are reported. */
export const AD_DISPLAY_SAMPLE_RATE = 0.1;
/** A longer page-feedback comment is cut to this many characters. */
export const FEEDBACK_COMMENT_MAX_LENGTH = 500;

/** Consent mode v2: everything denied until the reader accepts analytics. */
export function consentDefaultCommand(): GtagCommand {
  return [
    'consent',
    'default',
    {
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'denied',
      wait_for_update: 500,
    },
  ];
}

/** Only analytics storage is ever granted: the site does no ad personalisation. */
export function consentUpdateCommand(analyticsGranted: boolean): GtagCommand {
  return ['consent', 'update', { analytics_storage: analyticsGranted ? 'granted' : 'denied' }];
}

/** Page views are sent by the site after each route change, not by gtag on load. */
export function configCommand(measurementId: string): GtagCommand {
  return ['config', measurementId, { send_page_view: false }];
}

/** The path analytics report: no language prefix, no query, no hash. */
export function canonicalLocation(pathname: string): string {
  return pathnameToLanguage(stripHashAndQuery(pathname)).canonicalPathname;
}

export function pageViewCommand(title: string, pathname: string): GtagCommand {
  const { productId, productCategoryId } = getProductInfoFromPathname(pathname);
  return ['event', 'page_view', { page_title: title, page_location: canonicalLocation(pathname), productId, productCategoryId }];
}

export interface UserPropertiesInput {
  codeVariant: string;
  userLanguage: string;
  devicePixelRatio: number;
  colorSchemeOS: 'light' | 'dark';
  colorScheme: 'light' | 'dark';
  codeStylingVariant: string;
}

/** Rounded to one decimal, so zoom steps of a few percent do not make new values. */
export function roundDevicePixelRatio(ratio: number): number {
  return Number.isFinite(ratio) && ratio > 0 ? Math.round(ratio * 10) / 10 : 1;
}

export function userPropertiesCommand(input: UserPropertiesInput): GtagCommand {
  return ['set', 'user_properties', { ...input, devicePixelRatio: roundDevicePixelRatio(input.devicePixelRatio) }];
}

/** True for the share `rate` of draws of `random()` (a number in [0, 1)). */
export function isSampled(rate: number, random: () => number): boolean {
  return random() < rate;
}

/** The `data-ga-event-*` attributes of a clicked element. */
export interface ClickAttributes {
  category: string;
  action: string | null;
  label: string | null;
  split: string | null;
}

/**
 * The event of a click on an element carrying `data-ga-event-category`, or
 * null when its split (the share of clicks to report) loses the draw.
 */
export function clickEventCommand(attributes: ClickAttributes, random: () => number): GtagCommand | null {
  if (attributes.split !== null) {
    const split = Number.parseFloat(attributes.split);
    if (Number.isFinite(split) && split < random()) {
      return null;
    }
  }
  return ['event', attributes.category, { eventAction: attributes.action, eventLabel: attributes.label }];
}

/** The fields of a `web-vitals` metric the site reports. */
export interface WebVitalMetric {
  name: string;
  value: number;
  delta: number;
  id: string;
  rating: string;
}

export function shouldReportWebVitals(random: () => number): boolean {
  return random() <= WEB_VITALS_SAMPLE_RATE;
}

export function webVitalCommand(metric: WebVitalMetric): GtagCommand {
  // Analytics sums integer values: layout shift scores are fractions, so they are sent in thousandths.
  const scale = metric.name === 'CLS' ? 1000 : 1;
  return [
    'event',
    metric.name,
    {
      value: Math.round(metric.delta * scale),
      metric_label: metric.rating,
      metric_value: metric.value,
      metric_delta: metric.delta,
      metric_id: metric.id,
    },
  ];
}

export type AdAction = 'display' | 'click' | 'crash';

/** An ad event; a display is reported for one draw in ten only, so this returns null for the others. */
export function adEventCommand(action: AdAction, label: string, random: () => number): GtagCommand | null {
  if (action === 'display' && !isSampled(AD_DISPLAY_SAMPLE_RATE, random)) {
    return null;
  }
  return ['event', 'ad', { eventAction: action, eventLabel: label }];
}

export type FeedbackVote = 'yes' | 'no';

/** "Was this page helpful?": the vote, then optionally the vote again with the reader's comment. */
export function feedbackCommand(pathname: string, vote: FeedbackVote, comment?: string): GtagCommand {
  const page = canonicalLocation(pathname);
  const text = comment?.trim().slice(0, FEEDBACK_COMMENT_MAX_LENGTH);
  return [
    'event',
    'feedback',
    { eventAction: text ? 'comment' : 'vote', eventLabel: page, page, vote, ...(text ? { comment: text } : {}) },
  ];
}
