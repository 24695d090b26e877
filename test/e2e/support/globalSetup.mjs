import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startBuildServer } from '../../../scripts/serve-build.mjs';
import { E2E_HOSTS_ENV } from '../../../scripts/e2e-hosts.mjs';
import { startThirdPartyServer } from './thirdPartyServer.mjs';

const siteDir = fileURLToPath(new URL('../../..', import.meta.url));

/**
 * Serves the build once for the whole run, and the quiet third-party services beside it; the workers read their
 * addresses from E2E_BASE_URL and E2E_THIRD_PARTY_PORT. Playwright calls the returned function when the run ends.
 */
export default async function globalSetup() {
  // E2E_BUILD_DIR tests another build (a docs author's `docusaurus build --out-dir`).
  const buildDir = process.env.E2E_BUILD_DIR ?? path.join(siteDir, 'build');
  // A build of the Chinese site alone (`--locale zh`) serves the tests that read it.
  if (!['sitemap.xml', 'zh/sitemap.xml'].some((file) => fs.existsSync(path.join(buildDir, file)))) {
    throw new Error('No production build in build/: run `npm run build` first (npm test does).');
  }
  const server = await startBuildServer({ dir: buildDir });
  process.env.E2E_BASE_URL = server.url;
  const thirdParty = await startThirdPartyServer();
  process.env.E2E_THIRD_PARTY_PORT = String(thirdParty.port);
  // The docs host the build's service worker registers on: the e2e build's, unless the build was made with another.
  process.env.E2E_DOCS_HOST = process.env.X_DOCS_SW_HOST ?? E2E_HOSTS_ENV.X_DOCS_SW_HOST;
  return () => Promise.all([server.close(), thirdParty.close()]);
}
