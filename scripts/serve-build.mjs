#!/usr/bin/env node
/**
 * Serves the production build (both locales) compressed (Brotli or gzip, as the browser asks), the way a CDN
 * would: trailing-slash redirects, index.html for folders, 404.html for misses,
 * and the headers of the build's `_headers` file (plugins/deploy-headers): cache rules and the
 * Content-Security-Policy.
 * Used by `npm run serve`, the e2e tests and the benchmark.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import compression from 'compression';
import serveHandler from 'serve-handler';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * serve-handler drops the query string when it redirects to the trailing-slash URL; a CDN keeps it
 * (`/x/production-error?code=7` must arrive at `/x/production-error/?code=7`).
 */
function keepQueryOnRedirect(request, response) {
  const query = request.url?.match(/\?.*$/)?.[0];
  if (!query) return;
  const writeHead = response.writeHead.bind(response);
  response.writeHead = (statusCode, ...rest) => {
    // The compression middleware moves the headers argument into setHeader before this runs.
    const location = response.getHeader('Location');
    if (statusCode >= 300 && statusCode < 400 && typeof location === 'string' && !location.includes('?')) {
      response.setHeader('Location', location + query);
    }
    return writeHead(statusCode, ...rest);
  };
}

/** What Netlify and Cloudflare Pages send for a file no rule of `_headers` names: use it, but ask first. */
const DEFAULT_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

/**
 * The rules of the build's `_headers`, read as the hosts read it: a path (`*` matches the rest) then its indented
 * `Name: value` lines.
 * @returns {{ path: string, headers: [string, string][] }[]}
 */
function readHeaderRules(dir) {
  let text = '';
  try {
    text = fs.readFileSync(path.join(dir, '_headers'), 'utf8');
  } catch {
    return [];
  }
  const rules = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: [] });
      continue;
    }
    const colon = line.indexOf(':');
    rules.at(-1)?.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

/** Sets the headers of every rule matching the request, joined with commas when two set one name, as hosts do. */
function applyHeaderRules(rules, pathname, response) {
  const set = new Map();
  for (const rule of rules) {
    const matches = rule.path.endsWith('*') ? pathname.startsWith(rule.path.slice(0, -1)) : pathname === rule.path;
    if (!matches) continue;
    for (const [name, value] of rule.headers) {
      set.set(name, set.has(name) ? `${set.get(name)}, ${value}` : value);
    }
  }
  response.setHeader('Cache-Control', DEFAULT_CACHE_CONTROL);
  for (const [name, value] of set) response.setHeader(name, value);
}

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** The types of the immutable files kept compressed, as serve-handler names them. */
const KEPT_COMPRESSED_TYPES = { '.js': 'application/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8' };

/**
 * The scripts and style sheets that `_headers` marks immutable (their names carry their content's hash), compressed
 * once and kept, as a CDN keeps them: the compression middleware compressed a page's scripts again at every visit,
 * about 70 ms of the server's CPU per page of the e2e run, on the cores the browsers need. Each copy is made as the
 * middleware makes it for a browser (Brotli at quality 4 when the browser takes it, else gzip at zlib's level), so
 * the bytes a reader is counted for do not change. A file that changes on disk (a test's new deployment) is
 * compressed again.
 */
function keptCompressed(dir) {
  const copies = new Map();
  return async (pathname, acceptEncoding) => {
    const type = KEPT_COMPRESSED_TYPES[path.extname(pathname)];
    const file = path.join(dir, pathname);
    if (!type || !file.startsWith(dir + path.sep)) return null;
    const encoding = /\bbr\b/.test(acceptEncoding) ? 'br' : /\bgzip\b/.test(acceptEncoding) ? 'gzip' : null;
    if (!encoding) return null;
    const stats = await fs.promises.stat(file).catch(() => null);
    if (!stats?.isFile()) return null;
    const key = `${encoding} ${file} ${stats.size} ${stats.mtimeMs}`;
    let copy = copies.get(key);
    if (!copy) {
      const content = await fs.promises.readFile(file);
      copy = encoding === 'br' ? brotli(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }) : gzip(content);
      copies.set(key, copy);
    }
    return { type, encoding, body: await copy };
  };
}

/**
 * Starts the server. `port` 0 picks a free port. Resolves with the base URL and a `close` function.
 * For tests only, and changed by the caller while the server runs: `unavailablePaths` holds the pathnames answered 503
 * as a failing origin would, and `replacedScripts` maps a script's pathname to the code served instead of its file
 * (a new deployment's service worker). Both are empty unless given, as for `npm run serve`.
 * @param {{ dir?: string, port?: number, host?: string, unavailablePaths?: ReadonlySet<string>, replacedScripts?: ReadonlyMap<string, string> }} [options]
 */
export function startBuildServer({
  dir = path.join(siteDir, 'build'),
  port = 0,
  host = '127.0.0.1',
  unavailablePaths = new Set(),
  replacedScripts = new Map(),
} = {}) {
  const compress = compression();
  const compressedCopy = keptCompressed(path.resolve(dir));
  const headerRules = readHeaderRules(dir);
  const server = http.createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    // The hosts read `_headers` and never serve it.
    if (pathname === '/_headers') {
      response.writeHead(404).end();
      return;
    }
    if (unavailablePaths.has(pathname)) {
      response.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' }).end('Service Unavailable');
      return;
    }
    keepQueryOnRedirect(request, response);
    applyHeaderRules(headerRules, pathname, response);
    const replacedScript = replacedScripts.get(pathname);
    if (replacedScript !== undefined) {
      response.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8' }).end(replacedScript);
      return;
    }
    const serve = () =>
      compress(request, response, () =>
        serveHandler(request, response, { public: dir, cleanUrls: true, trailingSlash: true, directoryListing: false, etag: true }),
      );
    const immutable = String(response.getHeader('Cache-Control')).includes('immutable');
    if (!immutable || (request.method !== 'GET' && request.method !== 'HEAD')) {
      serve();
      return;
    }
    compressedCopy(pathname, String(request.headers['accept-encoding'] ?? '')).then((copy) => {
      if (!copy) {
        serve();
        return;
      }
      response.writeHead(200, {
        'Content-Type': copy.type,
        'Content-Encoding': copy.encoding,
        'Content-Length': copy.body.length,
        Vary: 'Accept-Encoding',
      });
      response.end(request.method === 'HEAD' ? undefined : copy.body);
    }, serve);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      const url = `http://${host}:${typeof address === 'object' && address ? address.port : port}`;
      resolve({ url, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.PORT ?? 3000);
  const { url } = await startBuildServer({ port });
  console.log(`Serving the production build at ${url}/x/ (Ctrl+C to stop)`);
}
