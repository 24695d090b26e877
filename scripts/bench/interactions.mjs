/**
 * The reader's interactions, with the CPU slowed 4×: each one on a settled page, timed by the browser's Event Timing
 * (the worst `duration` of its events, from the input to the next paint, as INP counts it). An interaction made of
 * several inputs (typing a word) reports its worst one. Hovering a chart makes no event that Event Timing reports
 * (pointer moves are not in it): its figure is the longest animation frame while the pointer crosses the chart.
 * A fresh browser context per interaction and round, so one's work never spills into another's figure.
 */
import { libraryPagePath } from './libraryPages.mjs';
import { SAME_ARTICLE } from './plainSite.mjs';
import { median, spread } from './stats.mjs';

export const INTERACTION_ROUNDS = 5;
const CPU_RATE = 4;
/** What a reader types into the search box and the editor, key by key. */
const KEY_DELAY_MS = 150;
/** Event Timing reports an event after the frame it painted; this leaves room for the slowest. */
const REPORT_MS = 1500;

const TEXT_PAGE = '/x/introduction/licensing/';
// A chart in a demo's frame on the site; the only chart of a library page.
const CHART = ':is(.demo-frame, #root) svg.MuiChartsSurface-root';
const GRID_LANDING = '/x/react-data-grid/';

const settingsButton = (page) => page.getByRole('button', { name: 'Settings', exact: true });
async function openSettings(page) {
  await settingsButton(page).click();
  await page.getByRole('dialog', { name: 'Settings' }).waitFor();
}
const plainColorModeToggle = (page) => page.locator('.navbar button[aria-label*="dark and light mode"]').click();
const settingsChoice = (name) => async (page) => page.getByRole('dialog').getByRole('button', { name, exact: true }).click();
const searchBox = (page) => page.getByRole('searchbox', { name: 'Search' }).first();
const searchPageBox = (page) => page.locator('[data-search-page] input[type="search"]');
const firstDemoToolbar = (page) => page.getByRole('toolbar', { name: 'demo source' }).first();
const editor = (page) => page.getByRole('textbox', { name: /code of the .* demo, editable/ }).first();
async function startEditing(page) {
  await firstDemoToolbar(page).getByRole('button', { name: 'Edit the code' }).click();
  await editor(page).waitFor();
}

/**
 * Each: the page, what is done before the timing starts (`prepare`), the timed input (`act`), and `frames: true`
 * where the figure is the longest animation frame. `plain` marks the plain Docusaurus site's own controls. `demo` is
 * the demo the input lands on (the first that matches on the page): the bench times the same input on that demo alone
 * in a bare page (libraryPages.mjs), the library's own cost.
 */
export const INTERACTIONS = [
  { name: 'open settings', path: TEXT_PAGE, act: openSettings },
  { name: 'dark mode, text page', path: TEXT_PAGE, prepare: openSettings, act: settingsChoice('Dark') },
  { name: 'dark mode, Data Grid landing', path: GRID_LANDING, prepare: openSettings, act: settingsChoice('Dark') },
  // On the article the plain site carries too (plainSite.mjs): the two sites restyle the same text.
  { name: 'dark mode, same article', path: SAME_ARTICLE.sitePath, prepare: openSettings, act: settingsChoice('Dark') },
  { name: 'direction, text page', path: TEXT_PAGE, prepare: openSettings, act: settingsChoice('Right to left') },
  { name: 'direction, Data Grid landing', path: GRID_LANDING, prepare: openSettings, act: settingsChoice('Right to left') },
  { name: 'focus search', path: TEXT_PAGE, act: (page) => searchBox(page).click() },
  {
    name: 'type in search',
    path: TEXT_PAGE,
    prepare: (page) => searchBox(page).click(),
    act: (page) => page.keyboard.type('sorting', { delay: KEY_DELAY_MS }),
  },
  {
    // Each key re-renders the page, whose address holds the query, while the results of the query so far are listed.
    name: 'type on the search page',
    path: '/search/?q=data',
    prepare: async (page) => {
      await searchPageBox(page).click();
      await page.keyboard.press('End');
      await page.locator('[data-search-results]').waitFor();
    },
    act: (page) => page.keyboard.type(' grid', { delay: KEY_DELAY_MS }),
  },
  {
    name: 'Edit a demo, Data Grid landing',
    path: GRID_LANDING,
    act: async (page) => {
      await firstDemoToolbar(page).scrollIntoViewIfNeeded();
      await startEditing(page);
    },
  },
  {
    name: 'type in the editor',
    path: GRID_LANDING,
    prepare: async (page) => {
      await firstDemoToolbar(page).scrollIntoViewIfNeeded();
      await startEditing(page);
      await editor(page).focus();
      await page.keyboard.press('Control+Home');
    },
    act: (page) => page.keyboard.type('// edited\n', { delay: KEY_DELAY_MS }),
  },
  {
    name: 'sort a grouped grid',
    path: '/x/react-data-grid/row-grouping/',
    demo: 'docs/react-data-grid/demos/row-grouping/GroupByDepartment.tsx',
    prepare: (page) => page.getByRole('columnheader', { name: 'Name' }).first().scrollIntoViewIfNeeded(),
    act: (page) => page.getByRole('columnheader', { name: 'Name' }).first().click(),
  },
  {
    name: 'expand a tree item',
    path: '/x/react-tree-view/',
    demo: 'docs/react-tree-view/demos/overview/ProjectFilesTree.tsx',
    prepare: (page) => page.locator('[role="treeitem"][aria-expanded="false"]').first().scrollIntoViewIfNeeded(),
    act: (page) => page.locator('[role="treeitem"][aria-expanded="false"] > div').first().click(),
  },
  {
    name: 'open a picker',
    path: '/x/react-date-pickers/date-picker/',
    demo: 'docs/react-date-pickers/demos/date-picker/BasicDatePicker.tsx',
    prepare: (page) => page.getByRole('button', { name: /^Choose date/ }).first().scrollIntoViewIfNeeded(),
    act: (page) => page.getByRole('button', { name: /^Choose date/ }).first().click(),
  },
  {
    name: 'hover a chart',
    path: '/x/react-charts/',
    demo: 'docs/react-charts/demos/overview/RainfallBars.tsx',
    frames: true,
    prepare: (page) => page.locator(CHART).first().scrollIntoViewIfNeeded(),
    act: async (page) => {
      const box = await page.locator(CHART).first().boundingBox();
      if (!box) throw new Error('No chart to hover on /x/react-charts/');
      await page.mouse.move(box.x + 2, box.y + box.height / 2);
      await page.mouse.move(box.x + box.width - 2, box.y + box.height / 2, { steps: 12 });
    },
  },
  { name: 'dark mode, text page', plain: true, act: plainColorModeToggle },
  { name: 'dark mode, same article', plain: true, path: SAME_ARTICLE.plainPath, act: plainColorModeToggle },
];

/** The label of the library pages' target (bench.mjs). */
export const LIBRARY_ALONE = 'the library alone';

/** Installed before the page's scripts: keeps the Event Timing entries of interactions and the long frames. */
function recordInteractions() {
  window.__interactions = { events: [], frames: [] };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId) window.__interactions.events.push({ name: entry.name, duration: entry.duration });
    }
  }).observe({ type: 'event', durationThreshold: 16 });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__interactions.frames.push(entry.duration);
  }).observe({ type: 'long-animation-frame' });
}

/** The worst duration of `interaction` on `origin` + `pathname`, once. */
export async function measureInteraction(browser, origin, pathname, interaction) {
  const context = await browser.newContext({ viewport: { width: 1350, height: 940 } });
  try {
    await context.addInitScript(recordInteractions);
    const page = await context.newPage();
    await page.goto(`${origin}${pathname}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1000);
    const session = await context.newCDPSession(page);
    await session.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
    if (interaction.prepare) {
      await interaction.prepare(page);
      await page.waitForTimeout(1000);
    }
    await page.evaluate(() => {
      window.__interactions.events = [];
      window.__interactions.frames = [];
    });
    await interaction.act(page);
    await page.waitForTimeout(REPORT_MS);
    const { events, frames } = await page.evaluate(() => window.__interactions);
    const durations = interaction.frames ? frames : events.map((event) => event.duration);
    if (!interaction.frames && durations.length === 0) {
      // Under the 16 ms threshold: Event Timing reported nothing, which is as fast as it measures.
      return 16;
    }
    return Math.round(Math.max(0, ...durations));
  } finally {
    await context.close();
  }
}

/** The interactions a target takes: the plain site its own controls, the library pages those with a `demo`. */
function takes(target, interaction) {
  if (target.plain) return Boolean(interaction.plain);
  if (target.library) return Boolean(interaction.demo);
  return !interaction.plain;
}

/**
 * Every interaction (or those named in `only`) on each target (`{ label, origin, plain, plainPath, library }`: the
 * plain site gets its own interactions, on their `path` or else on `plainPath`, the library pages (`library: true`) those with a `demo`, on its
 * page), in `rounds` interleaved rounds. Returns a row per target and interaction with the median and spread.
 */
export async function benchInteractions(browser, targets, rounds = INTERACTION_ROUNDS, only = []) {
  const unknown = only.filter((name) => !INTERACTIONS.some((interaction) => interaction.name === name));
  if (unknown.length > 0) throw new Error(`No interaction named ${unknown.map((name) => `"${name}"`).join(', ')}.`);
  const chosen = INTERACTIONS.filter((interaction) => only.length === 0 || interaction.plain || only.includes(interaction.name));
  const runs = new Map();
  for (let round = 1; round <= rounds; round += 1) {
    console.log(`Interactions, round ${round} of ${rounds}...`);
    for (const target of targets) {
      for (const interaction of chosen.filter((candidate) => takes(target, candidate))) {
        const key = `${target.label}|${interaction.name}`;
        if (!runs.has(key)) runs.set(key, { target: target.label, plain: Boolean(target.plain), name: interaction.name, values: [] });
        const pathname = target.plain ? (interaction.path ?? target.plainPath) : target.library ? libraryPagePath(interaction.demo) : interaction.path;
        runs.get(key).values.push(await measureInteraction(browser, target.origin, pathname, interaction));
      }
    }
  }
  return [...runs.values()].map(({ values, ...row }) => ({ ...row, ms: median(values), rangeMs: spread(values), rounds }));
}

/**
 * Prints the rows; the plain site's dark-mode figure is the yardstick of the dark-mode rows, the library alone's that
 * of the rows with a `demo`.
 */
export function printInteractions(rows) {
  // A dark-mode row's yardstick: plain's switch on the same article when there is one, else on its text page.
  const plainRow = (name) => rows.find((row) => row.plain && row.name === name)?.ms;
  const plainDark = (row) => plainRow(row.name) ?? plainRow('dark mode, text page');
  const alone = new Map(rows.filter((row) => row.target === LIBRARY_ALONE).map((row) => [row.name, row.ms]));
  const rounds = rows[0]?.rounds;
  console.log(
    `Interactions, CPU slowed ${CPU_RATE}×: the worst Event Timing duration of each (ms; "hover a chart": the longest animation`,
  );
  console.log(`frame), medians of ${rounds} interleaved rounds (lowest–highest). Goal: every one under 200 ms.`);
  if (alone.size > 0) {
    console.log(`"${LIBRARY_ALONE}": the same input on the same demo alone in a bare page (MUI's default theme, nothing of the site).`);
  }
  console.table(
    rows.map((row) => ({
      site: row.target,
      interaction: row.name,
      // The Long Animation Frames API reports frames of 50 ms or more only.
      ms: row.ms === 0 ? 'under 50' : `${row.ms} (${row.rangeMs.join('–')})`,
      'under 200 ms': row.ms < 200 ? 'yes' : 'no',
      '× plain dark mode': !row.plain && row.name.startsWith('dark mode') && plainDark(row) ? Number((row.ms / plainDark(row)).toFixed(2)) : '',
      '× library alone': row.target !== LIBRARY_ALONE && alone.get(row.name) ? Number((row.ms / alone.get(row.name)).toFixed(2)) : '',
    })),
  );
}
