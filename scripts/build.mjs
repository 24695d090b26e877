/**
 * `npm run build`: the production build of every locale, one `docusaurus build --locale <locale>` after the other,
 * the default locale first (its build empties the output folder; the others write under it, at their own base URL).
 * Each locale is built by two processes, one that bundles and one that renders the pages (STEPS below), so the
 * build's peak memory is that of one step of one locale: in one process, the bundler's memory stayed while the pages
 * were rendered, and the first locale's while the next one built. Other arguments go to
 * each build (`npm run build -- --out-dir elsewhere`); `--locale <locale>` builds that locale only. After each
 * locale, `_headers` is written at the root of the output folder (plugins/deploy-headers), with the hashes of the
 * inline scripts of every page built so far.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import createJiti from 'jiti';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The locales of docusaurus.config.ts, the default one first. This process stays small (it is counted in the
// build's memory): it reads their list, not the config, and starts Docusaurus's command line itself, not npx.
const i18n = JSON.parse(fs.readFileSync(path.join(siteDir, 'src', 'data', 'locales.json'), 'utf8'));
const allLocales = [i18n.defaultLocale, ...i18n.locales.filter((locale) => locale !== i18n.defaultLocale)];
const docusaurus = createRequire(import.meta.url).resolve('@docusaurus/core/bin/docusaurus.mjs');

const args = process.argv.slice(2);
const localeAt = args.indexOf('--locale');
const locales = localeAt === -1 ? allLocales : [args[localeAt + 1]];
const rest = localeAt === -1 ? args : args.filter((_, index) => index !== localeAt && index !== localeAt + 1);

const outDirAt = rest.indexOf('--out-dir');
const outDir = path.resolve(siteDir, outDirAt === -1 ? 'build' : rest[outDirAt + 1]);
const baseUrls = allLocales.map((locale) => (locale === i18n.defaultLocale ? '/' : `/${locale}/`));
// The header writer is TypeScript, loaded the way Docusaurus loads the site's config (jiti).
const loadTypeScript = createJiti(import.meta.url);
const { writeDeployHeaders } = loadTypeScript('../plugins/deploy-headers/writeHeaders.ts');
const { policySettingsFromEnv } = loadTypeScript('../plugins/deploy-headers/contentSecurityPolicy.ts');
const { BUILD_CACHE_DIR_VARIABLE } = loadTypeScript('../plugins/demos/buildCache.ts');

// V8's heap limit for each locale's build (MAINTAINING, "Build memory"): the SSG worker threads get it too, and it makes
// V8 collect the bundler's garbage instead of growing the main heap to about 900 MB. A limit in NODE_OPTIONS wins.
const HEAP_LIMIT_MB = 1536;
const heapLimit = process.env.NODE_OPTIONS?.includes('--max-old-space-size') ? [] : [`--max-old-space-size=${HEAP_LIMIT_MB}`];

// Each locale's build is two processes, through the switches Docusaurus's build reads: the first bundles and exits,
// the second loads the site again and renders its pages from the bundles on disk. Rspack keeps about 1.5 GB of its
// own (outside V8's heap) until its process ends, so in one process the page rendering's workers came on top of it.
const STEPS = [{ DOCUSAURUS_EXIT_AFTER_BUNDLING: 'true' }, { DOCUSAURUS_SKIP_BUNDLING: 'true' }];

// What the locales' builds share for this build only, such as each demo's JavaScript (plugins/demos/buildCache.ts):
// deleted when the build ends, so a build never reads an earlier one's.
const buildCacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'x-docs-build-'));

async function buildLocale(locale) {
  for (const step of STEPS) {
    const { status } = spawnSync(process.execPath, [...heapLimit, docusaurus, 'build', '--locale', locale, ...rest], {
      cwd: siteDir,
      env: { ...process.env, ...step, [BUILD_CACHE_DIR_VARIABLE]: buildCacheDir },
      stdio: 'inherit',
    });
    if (status !== 0) return status ?? 1;
  }
  try {
    const file = await writeDeployHeaders(outDir, baseUrls, policySettingsFromEnv(process.env));
    console.log(`[x-docs] Wrote ${path.relative(siteDir, file)} (cache rules and Content-Security-Policy).`);
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  }
}

let exitCode = 0;
for (const locale of locales) {
  exitCode = await buildLocale(locale);
  if (exitCode !== 0) break;
}
fs.rmSync(buildCacheDir, { recursive: true, force: true });
process.exit(exitCode);
