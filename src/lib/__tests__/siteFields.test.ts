import fs from 'node:fs';
import path from 'node:path';
import { readSiteFields, siteFieldsFromEnv } from '../siteFields';

describe('siteFieldsFromEnv', () => {
  it('gives every field its default when no variable is set', () => {
    const fields = siteFieldsFromEnv({}, new Date('2031-06-01T00:00:00Z'));
    expect(fields).toMatchObject({
      licenseKey: '',
      gaMeasurementId: '',
      gtagScriptUrl: 'https://www.googletagmanager.com/gtag/js',
      adsEnabled: true,
      serviceWorkerHost: 'mui.com',
      copyrightYear: 2031,
      buildDay: '2031-06-01',
    });
  });

  it('reads each setting from its variable', () => {
    const fields = siteFieldsFromEnv({
      X_DOCS_GA_MEASUREMENT_ID: 'G-TEST',
      X_DOCS_AD_FEED_URL: 'http://127.0.0.1:9000/feed.json',
      X_DOCS_ADS: 'off',
      X_DOCS_SITE_URL: 'https://docs.example.org',
    });
    expect(fields.gaMeasurementId).toBe('G-TEST');
    expect(fields.adFeedUrl).toBe('http://127.0.0.1:9000/feed.json');
    expect(fields.adsEnabled).toBe(false);
    expect(fields.serviceWorkerHost).toBe('docs.example.org');
  });

  it('turns the ads off under `npm start` unless asked for', () => {
    expect(siteFieldsFromEnv({ NODE_ENV: 'development' }).adsEnabled).toBe(false);
    expect(siteFieldsFromEnv({ NODE_ENV: 'development', X_DOCS_ADS: 'on' }).adsEnabled).toBe(true);
  });

  it('keeps the default gtag.js address when the variable is set but empty', () => {
    expect(siteFieldsFromEnv({ X_DOCS_GTAG_SCRIPT_URL: '' }).gtagScriptUrl).toBe('https://www.googletagmanager.com/gtag/js');
  });

  it('names the variable when the site URL is not an absolute URL', () => {
    expect(() => siteFieldsFromEnv({ X_DOCS_SITE_URL: 'mui.com' })).toThrow('X_DOCS_SITE_URL must be an absolute URL');
  });
});

describe('readSiteFields', () => {
  it('returns the fields the config holds', () => {
    const built = siteFieldsFromEnv({ X_DOCS_GA_MEASUREMENT_ID: 'G-TEST', X_DOCS_SW_HOST: 'docs.x-docs.test' });
    expect(readSiteFields({ ...built })).toEqual(built);
  });

  it('falls back to no analytics, no ads and no offline worker for missing or mistyped fields', () => {
    const fields = readSiteFields({ gaMeasurementId: 42, adsEnabled: 'yes', copyrightYear: '2031' });
    expect(fields.gaMeasurementId).toBe('');
    expect(fields.adsEnabled).toBe(false);
    expect(fields.serviceWorkerHost).toBe('');
    expect(typeof fields.copyrightYear).toBe('number');
    expect(readSiteFields(undefined).codeSandboxUrl).toBe('https://codesandbox.io/api/v1/sandboxes/define');
  });
});

/** The site's modules under `folder`; tests, which stand in for the generated config, left out. */
function sourceFiles(root: string, folder: string): string[] {
  return fs.readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : sourceFiles(root, file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe('the one reader of the built config', () => {
  it('is src/lib/siteConfig.ts: no other module imports the generated config or casts customFields', () => {
    const root = path.join(__dirname, '../../..');
    const readers = ['src', 'plugins']
      .flatMap((folder) => sourceFiles(root, folder))
      .filter((file) => /@generated\/docusaurus\.config|customFields as/.test(fs.readFileSync(path.join(root, file), 'utf8')));
    expect(readers).toEqual([path.join('src', 'lib', 'siteConfig.ts')]);
  });
});
