/**
 * The first paint holds the whole navbar (plugins/whole-navbar), even when the page's HTML stops arriving in the middle
 * of it, as on a slow network: the browser renders nothing until the rest comes, then the navbar with all its items.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { baseUrl } from './support/browser';
import { expect, test } from './support/fixtures';

const PAGE = '/x/introduction/licensing/';
const STALL_MS = 1500;
/** Where the HTML stops: the navbar's GitHub link, after its language menu and before the settings and search. */
const INSIDE_THE_NAVBAR = '>GitHub<';

/** Serves the build as it is, except that the page's HTML stops inside the navbar for STALL_MS. */
async function stallingInsideTheNavbar(): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((request, response) => {
    void (async () => {
      const upstream = await fetch(new URL(request.url ?? '/', baseUrl()));
      const body = Buffer.from(await upstream.arrayBuffer());
      response.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'text/plain' });
      if (request.url !== PAGE) {
        response.end(body);
        return;
      }
      const html = body.toString();
      const cut = html.indexOf(INSIDE_THE_NAVBAR);
      response.write(html.slice(0, cut));
      await new Promise((resolve) => setTimeout(resolve, STALL_MS));
      response.end(html.slice(cut));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

test('the first paint waits for the whole navbar when the HTML stops in the middle of it', async ({ openPage }) => {
  const html = await (await fetch(new URL(PAGE, baseUrl()))).text();
  expect(html.indexOf(INSIDE_THE_NAVBAR)).toBeGreaterThan(html.indexOf('<nav'));
  const proxy = await stallingInsideTheNavbar();
  try {
    const { page, problems } = await openPage();
    // The first frame's callback runs just before the browser renders for the first time.
    await page.addInitScript(() => {
      requestAnimationFrame(() => {
        Object.assign(window, {
          __atFirstFrame: {
            navbarItems: document.querySelectorAll('.navbar__items--right > *').length,
            afterNavbar: document.querySelector('nav.navbar + *')?.id ?? null,
            at: performance.now(),
          },
        });
      });
    });
    await page.goto(`${proxy.url}${PAGE}`, { waitUntil: 'load' });
    const { at, ...atFirstFrame } = await page.evaluate(
      () => (window as unknown as { __atFirstFrame: { navbarItems: number; afterNavbar: string | null; at: number } }).__atFirstFrame,
    );
    expect(atFirstFrame).toEqual({ navbarItems: 4, afterNavbar: '__docusaurus_skipToContent_fallback' });
    // Nothing was rendered before the rest of the HTML came.
    expect(at).toBeGreaterThanOrEqual(STALL_MS);
    await expect(page.getByRole('searchbox', { name: 'Search' })).toBeVisible();
    expect(problems.errors).toEqual([]);
  } finally {
    await proxy.close();
  }
});
