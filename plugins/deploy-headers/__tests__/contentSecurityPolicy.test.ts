import { policyDirectives, policySettingsFromEnv, serializePolicy } from '../contentSecurityPolicy';

/** The outside hosts of the e2e build, as scripts/e2e-hosts.mjs sets them. */
const E2E_HOSTS_ENV = {
  X_DOCS_GA_MEASUREMENT_ID: 'G-E2ETEST',
  X_DOCS_GTAG_SCRIPT_URL: 'http://analytics.x-docs.test/gtag/js',
  X_DOCS_AD_SCRIPT_URL: 'http://ads.x-docs.test/carbon.js?serve=E2ETEST&placement=x-docs',
  X_DOCS_AD_FEED_URL: 'http://ads.x-docs.test/ads/E2ETEST.json?segment=placement:x-docs',
};
const PRODUCTION = {
  X_DOCS_GA_MEASUREMENT_ID: 'G-ABC123',
  X_DOCS_AD_SCRIPT_URL: 'https://cdn.carbonads.com/carbon.js?serve=CODE&placement=x-docs',
  X_DOCS_AD_FEED_URL: 'https://srv.buysellads.com/ads/CODE.json?segment=placement:x-docs',
};

describe('the Content-Security-Policy', () => {
  it('runs scripts from the site and the build’s own inline scripts only, no inline script without its hash', () => {
    const directives = policyDirectives(policySettingsFromEnv({}), ['AAAA', 'BBBB']);
    expect(directives['script-src']).toEqual(["'self'", "'sha256-AAAA'", "'sha256-BBBB'", "'unsafe-eval'", "'wasm-unsafe-eval'"]);
    expect(directives['script-src']).not.toContain("'unsafe-inline'");
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(directives['base-uri']).toEqual(["'self'"]);
    expect(directives['frame-ancestors']).toEqual(["'self'"]);
    expect(directives['worker-src']).toEqual(["'self'"]);
    expect(directives['connect-src']).toEqual(["'self'"]);
  });

  it('lets the sandboxes’ forms post to CodeSandbox and StackBlitz, wherever the settings point them', () => {
    expect(policyDirectives(policySettingsFromEnv({}), [])['form-action']).toEqual([
      "'self'",
      'https://codesandbox.io',
      'https://stackblitz.com',
    ]);
    const elsewhere = policySettingsFromEnv({ X_DOCS_STACKBLITZ_URL: 'http://127.0.0.1:9000/run' });
    expect(policyDirectives(elsewhere, [])['form-action']).toContain('http://127.0.0.1:9000');
  });

  it('allows gtag.js and Google’s collection hosts, the ad network and its feed, from the production settings', () => {
    const directives = policyDirectives(policySettingsFromEnv(PRODUCTION), []);
    expect(directives['script-src']).toEqual(expect.arrayContaining(['https://www.googletagmanager.com', 'https://cdn.carbonads.com']));
    expect(directives['connect-src']).toEqual(
      expect.arrayContaining(['https://*.google-analytics.com', 'https://srv.buysellads.com', 'https://*.carbonads.net']),
    );
    expect(directives['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https:']);
  });

  it('names no outside host a setting does not bring: no analytics ID, ads off', () => {
    const policy = serializePolicy(
      policyDirectives(policySettingsFromEnv({ ...PRODUCTION, X_DOCS_GA_MEASUREMENT_ID: '', X_DOCS_ADS: 'off' }), []),
    );
    expect(policy).not.toMatch(/googletagmanager|carbonads|buysellads/);
  });

  it('allows the e2e build’s plain-HTTP test hosts for scripts, the feed and its pixels', () => {
    const directives = policyDirectives(policySettingsFromEnv(E2E_HOSTS_ENV), []);
    expect(directives['script-src']).toEqual(expect.arrayContaining(['http://analytics.x-docs.test', 'http://ads.x-docs.test']));
    expect(directives['connect-src']).toEqual(expect.arrayContaining(['http://analytics.x-docs.test', 'http://ads.x-docs.test']));
    expect(directives['img-src']).toContain('http://ads.x-docs.test');
  });

  it('allows a remote font stylesheet and DocSearch when they are configured', () => {
    const directives = policyDirectives(
      policySettingsFromEnv({
        X_DOCS_FONT_STYLESHEET_URL: 'https://fonts.example.com/css2?family=Inter',
        X_DOCS_DOCSEARCH_APP_ID: 'ABC',
        X_DOCS_DOCSEARCH_API_KEY: 'key',
        X_DOCS_DOCSEARCH_INDEX_NAME: 'mui-x',
      }),
      [],
    );
    expect(directives['style-src']).toContain('https://fonts.example.com');
    expect(directives['font-src']).toContain('https:');
    expect(directives['connect-src']).toContain('https://abc-dsn.algolia.net');
  });

  it('says which setting is wrong when a host is not a URL', () => {
    expect(() => policyDirectives(policySettingsFromEnv({ ...PRODUCTION, X_DOCS_AD_FEED_URL: 'srv.buysellads.com' }), [])).toThrow(
      /X_DOCS_AD_FEED_URL must be an absolute URL/,
    );
  });

  it('is written as the header value: directives separated by semicolons', () => {
    expect(serializePolicy({ 'default-src': ["'self'"], 'object-src': ["'none'"] })).toBe("default-src 'self'; object-src 'none'");
  });
});
