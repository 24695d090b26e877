/**
 * Moving between pages as a reader does: from a loaded page, a click on a sidebar link, with the CPU slowed 4× (as
 * Lighthouse's mobile run slows it; the network is not throttled, the build is served from this machine). Two ways
 * to click:
 * - `no hover`: the link is focused and Enter pressed, so nothing loads ahead of the click (Docusaurus preloads a
 *   route when the pointer enters its link or a finger touches it);
 * - `hover`: the pointer rests on the link until what it preloads has arrived, then clicks.
 * Each visit is timed from the click (a capturing listener on `window`, before any of the page's own) to:
 * - `paintedMs`: the frame that first shows the new page's title and first paragraph (the DOM holds both, then the
 *   next animation frame has run and its paint has been handed over);
 * - `idleMs`: the end of the last long task, once a second has passed without one (the page can take input).
 * `scripts` counts the scripts the click downloaded.
 */
import { median, spread } from './stats.mjs';
import { PLAIN_PAGE, SAME_ARTICLE } from './plainSite.mjs';

export const NAVIGATION_ROUNDS = 5;
const CPU_RATE = 4;
const QUIET_MS = 1000;
const GIVE_UP_MS = 20000;

/** The sidebar clicks measured: on this site, then the same kind of click on the plain Docusaurus site. */
export const NAVIGATION_PAIRS = [
  { kind: 'text → text', from: '/x/introduction/licensing/', to: SAME_ARTICLE.sitePath },
  { kind: 'text → text with code', from: '/x/introduction/licensing/', to: '/x/introduction/installation/' },
  // The Data Grid's pages are a collapsed category there: the reader opens it, then clicks its Overview.
  { kind: 'text → Data Grid', from: '/x/introduction/licensing/', to: '/x/react-data-grid/', expand: 'Data Grid' },
  { kind: 'Charts → API page', from: '/x/react-charts/', to: '/x/api/charts/' },
  // The page with the most demos of its product (the tour of every chart family).
  { kind: 'Charts → Charts overview', from: '/x/react-charts/', to: '/x/react-charts/overview/' },
  // From one guide with Data Grid demos and code to the next: the old page's grids go, the new page's code is
  // highlighted in the browser.
  { kind: 'Data Grid guide → guide', from: '/x/react-data-grid/sorting/', to: '/x/react-data-grid/pagination/' },
];
// The plain site's links have no trailing slash. Its first pair is the goal's yardstick for every row; the second
// leads to the article this site's text → text click leads to, word for word (plainSite.mjs), for that row alone.
export const PLAIN_NAVIGATION_PAIRS = [
  { kind: 'text → text', from: PLAIN_PAGE, to: '/x/page-002' },
  { kind: 'text → text, the same article', from: PLAIN_PAGE, to: SAME_ARTICLE.plainPath, sameArticleAs: SAME_ARTICLE.sitePath },
];
export const NAVIGATION_MODES = ['no hover', 'hover'];

const sidebarLink = (to) => `.theme-doc-sidebar-menu a.menu__link[href="${to}"]`;

/** Runs in the page before the click: resolves with the timings once the page has been quiet for `quietMs`. */
function watchNavigation({ fromTitle, quietMs, giveUpMs }) {
  window.__navigation = new Promise((resolve) => {
    const longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) longTasks.push(entry.startTime + entry.duration);
    }).observe({ type: 'longtask' });
    let clickAt;
    let paintedAt;
    window.addEventListener('click', () => (clickAt = performance.now()), { capture: true, once: true });
    const shown = () => {
      const title = document.querySelector('article h1, main h1');
      if (!title || title.textContent === fromTitle) return false;
      return Boolean((title.closest('article') ?? title.closest('main'))?.querySelector('p'));
    };
    const observer = new MutationObserver(() => {
      if (clickAt === undefined || !shown()) return;
      observer.disconnect();
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          paintedAt = performance.now();
          waitForQuiet();
        };
        channel.port2.postMessage(null);
      });
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    const waitForQuiet = () => {
      const lastBusy = Math.max(paintedAt, ...longTasks);
      const now = performance.now();
      if (now - lastBusy >= quietMs || now - clickAt > giveUpMs) {
        resolve({ paintedMs: paintedAt - clickAt, idleMs: lastBusy - clickAt });
        return;
      }
      setTimeout(waitForQuiet, 100);
    };
  });
}

/** One sidebar click from `from` to `to` on `origin`, in a fresh browser context (the HTTP cache starts empty). */
export async function measureNavigation(browser, origin, { from, to, expand }, mode) {
  const context = await browser.newContext({ viewport: { width: 1350, height: 940 } });
  try {
    const page = await context.newPage();
    await page.goto(`${origin}${from}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1000);
    const session = await context.newCDPSession(page);
    await session.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
    if (expand) {
      await page.locator('.theme-doc-sidebar-menu a.menu__link--sublist', { hasText: expand }).first().focus();
      await page.keyboard.press('Enter');
    }
    const link = page.locator(sidebarLink(to)).first();
    const fromTitle = await page.locator('article h1, main h1').first().textContent();
    let scripts = 0;
    let counting = false;
    page.on('request', (request) => {
      if (counting && request.resourceType() === 'script') scripts += 1;
    });
    if (mode === 'hover') {
      await link.hover();
      // What the hover preloads (the route's chunks) arrives well within this on a local server, even slowed 4×.
      await page.waitForTimeout(2500);
    } else {
      await link.focus();
      await page.waitForTimeout(500);
    }
    await page.evaluate(watchNavigation, { fromTitle, quietMs: QUIET_MS, giveUpMs: GIVE_UP_MS });
    counting = true;
    if (mode === 'hover') await link.click();
    else await page.keyboard.press('Enter');
    const timings = await page.evaluate(() => window.__navigation);
    if (new URL(page.url()).pathname !== to) throw new Error(`The click on ${to} led to ${page.url()}`);
    return { ...timings, scripts };
  } finally {
    await context.close();
  }
}

/**
 * Every pair of every target, in both modes, in `rounds` interleaved rounds. A target: `{ label, origin, pairs }`.
 * Returns one row per target, pair and mode with the medians and their spread.
 */
export async function benchNavigation(browser, targets, rounds = NAVIGATION_ROUNDS) {
  const runs = new Map();
  for (let round = 1; round <= rounds; round += 1) {
    console.log(`Navigation, round ${round} of ${rounds}...`);
    for (const target of targets) {
      for (const pair of target.pairs) {
        for (const mode of NAVIGATION_MODES) {
          const key = `${target.label}|${pair.kind}|${mode}`;
          if (!runs.has(key)) runs.set(key, { target: target.label, plain: Boolean(target.plain), pair, mode, visits: [] });
          runs.get(key).visits.push(await measureNavigation(browser, target.origin, pair, mode));
        }
      }
    }
  }
  return [...runs.values()].map(({ visits, ...row }) => {
    const of = (key) => visits.map((visit) => Math.round(visit[key]));
    return {
      ...row,
      rounds,
      paintedMs: median(of('paintedMs')),
      paintedRangeMs: spread(of('paintedMs')),
      idleMs: median(of('idleMs')),
      idleRangeMs: spread(of('idleMs')),
      scripts: median(of('scripts')),
    };
  });
}

/**
 * Prints the rows with each one's ratio to the plain site's text → text click in the same mode, and for a click to
 * the article the plain site carries too, its ratio to plain's click to that article.
 */
export function printNavigation(rows) {
  const plain = (mode) => rows.find((row) => row.plain && row.mode === mode && !row.pair.sameArticleAs);
  const plainSameArticle = (row) =>
    !row.plain && rows.find((other) => other.plain && other.mode === row.mode && other.pair.sameArticleAs === row.pair.to);
  const ratio = (value, base) => (base ? Number((value / base).toFixed(2)) : null);
  console.log(
    `A sidebar click, CPU slowed ${CPU_RATE}×: medians of ${rows[0]?.rounds} interleaved rounds (lowest–highest), from the click to`,
  );
  console.log('the new title and first paragraph painted, and to the end of the last long task; "× plain" divides by');
  console.log("the plain Docusaurus site's text → text click in the same mode; \"× same article\" divides the click to");
  console.log(`${SAME_ARTICLE.sitePath} by plain Docusaurus's click to the same article.`);
  console.table(
    rows.map((row) => ({
      site: row.target,
      click: `${row.pair.kind} (${row.mode})`,
      to: row.pair.to,
      'painted ms': `${row.paintedMs} (${row.paintedRangeMs.join('–')})`,
      'painted × plain': ratio(row.paintedMs, plain(row.mode)?.paintedMs),
      'painted × same article': ratio(row.paintedMs, plainSameArticle(row)?.paintedMs) ?? '',
      'idle ms': `${row.idleMs} (${row.idleRangeMs.join('–')})`,
      'idle × plain': ratio(row.idleMs, plain(row.mode)?.idleMs),
      scripts: row.scripts,
    })),
  );
}
