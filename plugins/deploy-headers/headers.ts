/**
 * The response headers a static host must send for the build, as the `_headers`
 * file that Netlify and Cloudflare Pages read. Only the bundler's output is
 * fingerprinted (`/assets/`, a new name for new content), so only it may be kept
 * a year without asking again; everything else (pages, `sw.js`, the search index,
 * fonts and images under fixed names) keeps the hosts' default, revalidate on
 * every use, which `scripts/serve-build.mjs` sends too. Every response carries the
 * Content-Security-Policy (contentSecurityPolicy.ts).
 */

export interface HeaderRule {
  /** A path, `*` matching the rest of it (`/assets/*`). */
  path: string;
  headers: Record<string, string>;
}

export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** One rule per locale: its fingerprinted assets. `baseUrls` are the locales' base URLs (`/`, `/zh/`). */
export function headerRules(baseUrls: readonly string[]): HeaderRule[] {
  return baseUrls.map((baseUrl) => ({ path: `${baseUrl}assets/*`, headers: { 'Cache-Control': IMMUTABLE } }));
}

/**
 * One policy for every path of every locale: hosts join the values of two rules that match one path, and two
 * policies would each have to allow every script.
 */
export function securityRule(contentSecurityPolicy: string): HeaderRule {
  return { path: '/*', headers: { 'Content-Security-Policy': contentSecurityPolicy } };
}

export function headersFile(rules: readonly HeaderRule[]): string {
  const blocks = rules.map(({ path, headers }) =>
    [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n'),
  );
  return `# Written by plugins/deploy-headers after the build (scripts/build.mjs).\n${blocks.join('\n')}\n`;
}
