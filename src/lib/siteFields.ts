/**
 * The site's settings from the environment (hosts, keys, switches): read once
 * by `docusaurus.config.ts` into `customFields`, and read back, typed, by the
 * browser code through `src/lib/siteConfig.ts` (`useSiteFields`, or
 * `siteFields()` outside React). Tests point the hosts at 127.0.0.1.
 */

export interface SiteFields {
  /** The MUI X commercial licence key for Pro and Premium demos; never committed. */
  licenseKey: string;
  /** Where "Open in CodeSandbox" posts its projects. */
  codeSandboxUrl: string;
  /** Where "Open in StackBlitz" posts its projects. */
  stackBlitzUrl: string;
  /** A commit of mui-x whose package builds sandboxes install instead of the latest release. */
  sandboxCommitRef: string;
  /** The Google Analytics measurement ID; empty: commands are queued but gtag.js is never loaded. */
  gaMeasurementId: string;
  /** Where gtag.js is loaded from (the measurement ID is appended as `?id=`). */
  gtagScriptUrl: string;
  /** The ad network's script for this site's account (image ads); empty: no network script, in-house ads only. */
  adScriptUrl: string;
  /** The ad network's JSON feed for this site's slot (inline ads); empty: every session gets the script's image ads. */
  adFeedUrl: string;
  /** The ad slot on docs pages. */
  adsEnabled: boolean;
  /** The core library's documentation, where the 404 page sends readers of legacy Material UI paths. */
  coreDocsUrl: string;
  /** The MUI X issue tracker, searched from the production-error page. */
  issueTrackerUrl: string;
  /** The only host the offline-reading service worker registers on. */
  serviceWorkerHost: string;
  /** Replaces `{year}` in the footer's copyright line, in every language (src/theme/Footer/Copyright). */
  copyrightYear: number;
  /** "Open in ChatGPT" on docs pages: this address with the page's prompt as `?q=`. */
  chatGptUrl: string;
  /** "Open in Claude" on docs pages: this address with the page's prompt as `?q=`. */
  claudeUrl: string;
  /** The day the site was built (`2026-11-29`): the version menu tells each version's support as of that day. */
  buildDay: string;
}

/** The environment variables this module reads, as `process.env` has them. */
export type SiteEnvironment = Readonly<Record<string, string | undefined>>;

export const DEFAULT_SITE_URL = 'https://mui.com';

/** The host name of an absolute URL; `variable` names the setting in the error a bad value gets. */
export function hostnameOf(url: string, variable: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    throw new Error(`${variable} must be an absolute URL such as https://mui.com; it is "${url}".`);
  }
}

/**
 * The fields from the environment, each with its default. `buildDate` gives the copyright year and the build day,
 * taken once when the site is built so that the server's HTML and the page after hydration always agree.
 */
export function siteFieldsFromEnv(env: SiteEnvironment, buildDate: Date = new Date()): SiteFields {
  const siteUrl = env.X_DOCS_SITE_URL ?? DEFAULT_SITE_URL;
  return {
    licenseKey: env.MUI_X_LICENSE_KEY ?? '',
    codeSandboxUrl: env.X_DOCS_CODESANDBOX_URL ?? 'https://codesandbox.io/api/v1/sandboxes/define',
    stackBlitzUrl: env.X_DOCS_STACKBLITZ_URL ?? 'https://stackblitz.com/run',
    sandboxCommitRef: env.X_DOCS_SANDBOX_COMMIT_REF ?? '',
    gaMeasurementId: env.X_DOCS_GA_MEASUREMENT_ID ?? '',
    gtagScriptUrl: env.X_DOCS_GTAG_SCRIPT_URL || 'https://www.googletagmanager.com/gtag/js',
    adScriptUrl: env.X_DOCS_AD_SCRIPT_URL ?? '',
    adFeedUrl: env.X_DOCS_AD_FEED_URL ?? '',
    // Off by default under `npm start`.
    adsEnabled: (env.X_DOCS_ADS ?? (env.NODE_ENV === 'development' ? 'off' : 'on')) === 'on',
    coreDocsUrl: env.X_DOCS_CORE_DOCS_URL ?? 'https://mui.com/material-ui',
    issueTrackerUrl: env.X_DOCS_ISSUE_TRACKER_URL ?? 'https://github.com/mui/mui-x/issues',
    serviceWorkerHost: env.X_DOCS_SW_HOST ?? hostnameOf(siteUrl, 'X_DOCS_SITE_URL'),
    chatGptUrl: env.X_DOCS_CHATGPT_URL || 'https://chatgpt.com/',
    claudeUrl: env.X_DOCS_CLAUDE_URL || 'https://claude.ai/new',
    copyrightYear: buildDate.getFullYear(),
    buildDay: buildDate.toISOString().slice(0, 10),
  };
}

/** What a field falls back to when the config lacks it or holds another type: nothing outside is reached. */
const FALLBACK: SiteFields = { ...siteFieldsFromEnv({ X_DOCS_ADS: 'off' }), serviceWorkerHost: '' };

/**
 * The fields from a built site's `customFields`, typed: a field that is missing or of another type gets its
 * fallback (no analytics, no ads, no offline worker) instead of reaching the page as `undefined`.
 */
export function readSiteFields(customFields: Readonly<Record<string, unknown>> | undefined): SiteFields {
  const read = { ...FALLBACK };
  for (const key of Object.keys(FALLBACK) as (keyof SiteFields)[]) {
    const value = customFields?.[key];
    if (typeof value === typeof FALLBACK[key]) {
      (read as Record<keyof SiteFields, unknown>)[key] = value;
    }
  }
  return read;
}
