/**
 * The outside services of the e2e build (analytics and the ad network, on reserved `.test` hosts: scripts/e2e-hosts.mjs)
 * as if they were up but had nothing to say: an empty gtag.js, an ad script that renders no ad, a feed with no ads, and
 * an empty answer to anything else. globalSetup.mjs starts it for the run; every browser of the suite resolves those
 * hosts to it (`thirdPartyHostRules` in thirdParty.ts).
 */
import http from 'node:http';

/** @param {string} pathname */
function quietAnswer(pathname) {
  if (pathname.endsWith('.js') || pathname.endsWith('/js')) return { status: 200, type: 'application/javascript', body: '' };
  if (pathname.endsWith('.json')) return { status: 200, type: 'application/json', body: '{"ads":[]}' };
  return { status: 204 };
}

/** Starts the server on a free port of 127.0.0.1; resolves with the port and a `close` function. */
export function startThirdPartyServer() {
  const server = http.createServer((request, response) => {
    const { status, type, body } = quietAnswer(new URL(request.url ?? '/', 'http://localhost').pathname);
    // The ad network's feed is read by pages on other origins, as the real network's is.
    response.writeHead(status, { 'Access-Control-Allow-Origin': '*', ...(type && { 'Content-Type': type }) });
    response.end(body);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({
        port: typeof address === 'object' && address ? address.port : 0,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
