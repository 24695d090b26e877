/**
 * Writes `_headers` at the root of the build: the cache rules and the Content-Security-Policy with the hash of every
 * inline script of every page of every locale found there. `scripts/build.mjs` calls it after each locale's build,
 * once every page is written (the client-redirects plugin writes its pages, each with an inline script, in a
 * `postBuild` that runs alongside the other plugins'), so the file always covers every locale built so far.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { policyDirectives, serializePolicy, type PolicySettings } from './contentSecurityPolicy';
import { headerRules, headersFile, securityRule } from './headers';
import { inlineScriptsOf } from './inlineScripts';

export const HEADERS_FILE = '_headers';

async function htmlFilesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) return htmlFilesUnder(file);
      return Promise.resolve(entry.name.endsWith('.html') ? [file] : []);
    }),
  );
  return nested.flat();
}

/** The digests of every inline script under `buildDir`, sorted; throws, naming the pages, on script no hash allows. */
export async function inlineScriptHashes(buildDir: string): Promise<string[]> {
  const hashes = new Set<string>();
  const refused: string[] = [];
  for (const file of await htmlFilesUnder(buildDir)) {
    const found = inlineScriptsOf(await fs.readFile(file, 'utf8'));
    for (const hash of found.hashes) hashes.add(hash);
    if (found.inlineHandlers.length > 0) refused.push(`${path.relative(buildDir, file)}: ${found.inlineHandlers.join(', ')}`);
  }
  if (refused.length > 0) {
    throw new Error(
      `These pages run script from an attribute (an event handler such as onload="…" or a javascript: URL), which the ` +
        `Content-Security-Policy blocks; move the code into a script (an inline <script> or a client module):\n${refused.slice(0, 20).join('\n')}`,
    );
  }
  return [...hashes].sort();
}

export async function writeDeployHeaders(buildDir: string, baseUrls: readonly string[], settings: PolicySettings): Promise<string> {
  const policy = serializePolicy(policyDirectives(settings, await inlineScriptHashes(buildDir)));
  const file = path.join(buildDir, HEADERS_FILE);
  await fs.writeFile(file, headersFile([...headerRules(baseUrls), securityRule(policy)]));
  return file;
}
