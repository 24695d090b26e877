#!/usr/bin/env node
/**
 * Serves the production build (both locales) gzip-compressed, the way a CDN
 * would: trailing-slash redirects, index.html for folders, 404.html for misses.
 * Used by `npm run serve`, the e2e tests and the benchmark.
 */
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
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

/**
 * Starts the server. `port` 0 picks a free port. Resolves with the base URL and a `close` function.
 * @param {{ dir?: string, port?: number, host?: string }} [options]
 */
export function startBuildServer({ dir = path.join(siteDir, 'build'), port = 0, host = '127.0.0.1' } = {}) {
  const compress = compression();
  const server = http.createServer((request, response) => {
    keepQueryOnRedirect(request, response);
    compress(request, response, () =>
      serveHandler(request, response, { public: dir, cleanUrls: true, trailingSlash: true, directoryListing: false }),
    );
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
