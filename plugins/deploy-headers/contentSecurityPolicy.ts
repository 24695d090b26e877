/**
 * The site's Content-Security-Policy: what a page may load and run. Scripts come from the site itself, from the
 * inline scripts the build wrote (each allowed by its hash, computed after the build: inlineScripts.ts), and from the
 * analytics and ad hosts the settings name; nothing else runs. Hosts come from the same settings the pages use, so a
 * build for other hosts gets a policy for them.
 */
import { siteFieldsFromEnv, type SiteEnvironment, type SiteFields } from '../../src/lib/siteFields';

/** What the policy is made of: the site's settings, and the two build switches that bring outside hosts. */
export interface PolicySettings extends Pick<
  SiteFields,
  'gaMeasurementId' | 'gtagScriptUrl' | 'adsEnabled' | 'adScriptUrl' | 'adFeedUrl' | 'codeSandboxUrl' | 'stackBlitzUrl'
> {
  /** A remote font stylesheet (X_DOCS_FONT_STYLESHEET_URL) used instead of the self-hosted fonts. */
  fontStylesheetUrl: string;
  /** The Algolia application of DocSearch, when DocSearch replaces the local search. */
  docSearchAppId: string;
}

/** The settings as `docusaurus.config.ts` reads them from the same environment. */
export function policySettingsFromEnv(env: SiteEnvironment): PolicySettings {
  const docSearchConfigured = Boolean(env.X_DOCS_DOCSEARCH_APP_ID && env.X_DOCS_DOCSEARCH_API_KEY && env.X_DOCS_DOCSEARCH_INDEX_NAME);
  return {
    ...siteFieldsFromEnv(env),
    fontStylesheetUrl: env.X_DOCS_FONT_STYLESHEET_URL ?? '',
    docSearchAppId: docSearchConfigured ? (env.X_DOCS_DOCSEARCH_APP_ID ?? '') : '',
  };
}

/**
 * Hosts a service reaches beyond the one its script is loaded from, as the services document them: gtag.js sends to
 * Google's collection hosts; Carbon's script fetches its ad and loads its pixels from its ad server's hosts.
 */
const SERVICE_HOSTS: readonly { scriptHost: RegExp; connect: readonly string[] }[] = [
  {
    scriptHost: /(^|\.)googletagmanager\.com$/,
    connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
  },
  {
    scriptHost: /(^|\.)carbonads\.com$/,
    connect: ['https://*.carbonads.com', 'https://*.carbonads.net', 'https://*.buysellads.com', 'https://*.buysellads.net'],
  },
];

function originOf(url: string, setting: string): string {
  try {
    return new URL(url).origin;
  } catch {
    throw new Error(`${setting} must be an absolute URL (https://host/path); it is "${url}".`);
  }
}

/** A script's origin and the hosts its service reaches (SERVICE_HOSTS). */
function serviceSources(scriptUrl: string, setting: string): { script: string; connect: string[] } {
  const script = originOf(scriptUrl, setting);
  const { hostname } = new URL(scriptUrl);
  const known = SERVICE_HOSTS.find(({ scriptHost }) => scriptHost.test(hostname));
  return { script, connect: [script, ...(known?.connect ?? [])] };
}

export type Directives = Record<string, string[]>;

/** The policy's directives; `scriptHashes` are the base64 SHA-256 digests of every inline script of the build. */
export function policyDirectives(settings: PolicySettings, scriptHashes: readonly string[]): Directives {
  const scripts: string[] = [];
  const connect: string[] = [];
  const images: string[] = [];
  if (settings.gaMeasurementId) {
    const gtag = serviceSources(settings.gtagScriptUrl, 'X_DOCS_GTAG_SCRIPT_URL');
    scripts.push(gtag.script);
    connect.push(...gtag.connect);
    images.push(...gtag.connect);
  }
  if (settings.adsEnabled && settings.adScriptUrl) {
    const network = serviceSources(settings.adScriptUrl, 'X_DOCS_AD_SCRIPT_URL');
    scripts.push(network.script, ...network.connect.slice(1));
    connect.push(...network.connect);
    images.push(network.script);
  }
  if (settings.adsEnabled && settings.adFeedUrl) {
    // The feed, and the impression pixels it may ask for on its own origin (plugins/ads/adFeed.ts).
    const feed = originOf(settings.adFeedUrl, 'X_DOCS_AD_FEED_URL');
    connect.push(feed);
    images.push(feed);
  }
  if (settings.docSearchAppId) {
    connect.push(`https://${settings.docSearchAppId.toLowerCase()}-dsn.algolia.net`, 'https://*.algolia.net', 'https://*.algolianet.com');
  }
  const fontStylesheet = settings.fontStylesheetUrl ? originOf(settings.fontStylesheetUrl, 'X_DOCS_FONT_STYLESHEET_URL') : undefined;
  const unique = (sources: string[]) => [...new Set(sources)];
  return {
    'default-src': ["'self'"],
    // 'unsafe-eval': the demo editor and the live code blocks run the reader's code with `new Function` (react-live),
    // which nothing else can do; see "Content-Security-Policy" in MAINTAINING.md. 'wasm-unsafe-eval': search runs
    // Pagefind's WebAssembly (plugins/search); it allows compiling WebAssembly only.
    'script-src': unique(["'self'", ...scriptHashes.map((hash) => `'sha256-${hash}'`), "'unsafe-eval'", "'wasm-unsafe-eval'", ...scripts]),
    // Emotion writes each component's styles into <style> elements as they render, and React writes style attributes.
    'style-src': unique(["'self'", "'unsafe-inline'", ...(fontStylesheet ? [fontStylesheet] : [])]),
    // Ad images and partners' pixels come from hosts the feed names (https only, plugins/ads); charts export through
    // data: and blob: images.
    'img-src': unique(["'self'", 'data:', 'blob:', 'https:', ...images.filter((source) => !source.startsWith('https:'))]),
    // A remote font stylesheet names font files on hosts of its own.
    'font-src': unique(["'self'", 'data:', ...(fontStylesheet ? ['https:'] : [])]),
    'connect-src': unique(["'self'", ...connect]),
    // Pagefind's search worker and the offline service worker.
    'worker-src': ["'self'"],
    // "Open in CodeSandbox/StackBlitz" posts the demo's project to them.
    'form-action': unique([
      "'self'",
      originOf(settings.codeSandboxUrl, 'X_DOCS_CODESANDBOX_URL'),
      originOf(settings.stackBlitzUrl, 'X_DOCS_STACKBLITZ_URL'),
    ]),
    'frame-ancestors': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
  };
}

export function serializePolicy(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}
