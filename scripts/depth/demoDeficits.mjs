/**
 * How many live demos each page of this site has against the same page of the reference docs (the public mui/mui-x
 * repository at the documented release): product totals, then every page with its two counts and its deficit.
 *
 * Read from a local clone of mui/mui-x (CI never fetches, so this is run by hand):
 *   node scripts/depth/demoDeficits.mjs /path/to/mui-x [--tag v8.29.3] [--product data-grid] [--deficits]
 * `--deficits` prints only the pages with fewer demos here than in the reference.
 *
 * Pages are matched one to one by route. A reference route is the file of `docs/pages/x/` that imports the page's
 * Markdown (`docs/data/data-grid/server-side-data/row-grouping.md` is `react-data-grid/server-side-data/row-grouping`,
 * not `react-data-grid/row-grouping`); this site's route is the MDX file's path under `docs/`. A reference demo is a
 * `{{"demo": …}}` line, one of this site a `<Demo …/>` element outside code fences.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const DEFAULT_TAG = 'v8.29.3';
/** The reference's `docs/data/<folder>` of each product, and this site's first route segment for it. */
const PRODUCTS = [
  { reference: 'data-grid', site: 'react-data-grid', name: 'Data Grid' },
  { reference: 'date-pickers', site: 'react-date-pickers', name: 'Date and Time Pickers' },
  { reference: 'charts', site: 'react-charts', name: 'Charts' },
  { reference: 'tree-view', site: 'react-tree-view', name: 'Tree View' },
  { reference: 'common-concepts', site: 'common-concepts', name: 'Common concepts' },
];

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

function git(repo, ...args) {
  return execFileSync('git', ['-C', repo, ...args], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
}

/** Lines outside ``` and ~~~ fences, so a demo line shown as code in a page is not counted. */
function linesOutsideFences(text) {
  const lines = [];
  let fence = null;
  for (const line of text.split('\n')) {
    if (fence === null) {
      // A fence may open a list item (`- ```tsx`).
      const opening = /^\s*(?:[-*+]\s+|\d+\.\s+)?(`{3,}|~{3,})/.exec(line)?.[1];
      if (opening) fence = opening;
      else lines.push(line);
    } else {
      const closing = /^\s*(`{3,}|~{3,})\s*$/.exec(line)?.[1];
      if (closing?.startsWith(fence[0]) && closing.length >= fence.length) fence = null;
    }
  }
  return lines;
}

export function countReferenceDemos(markdown) {
  return linesOutsideFences(markdown).reduce((count, line) => count + (line.match(/\{\{"demo":/g)?.length ?? 0), 0);
}

export function countSiteDemos(mdx) {
  return linesOutsideFences(mdx).reduce((count, line) => count + (line.match(/<Demo\s/g)?.length ?? 0), 0);
}

/** `docs/pages/x/react-charts/index.js` → `react-charts`; `docs/pages/x/react-charts/bars.js` → `react-charts/bars`. */
function routeOfPageFile(file) {
  return file
    .replace(/^docs\/pages\/x\//, '')
    .replace(/\.(js|tsx)$/, '')
    .replace(/(^|\/)index$/, '');
}

/** The reference's pages at a tag: each Markdown file of `docs/data/` with the route of the page file importing it. */
function referencePages(repo, tag) {
  const routeOfMarkdown = new Map();
  const pageFiles = git(repo, 'ls-tree', '-r', '--name-only', tag, 'docs/pages/x')
    .split('\n')
    .filter((file) => /\.(js|tsx)$/.test(file) && !file.includes('/api/'));
  for (const file of pageFiles) {
    const source = git(repo, 'show', `${tag}:${file}`);
    for (const [, markdown] of source.matchAll(/['"]docsx\/(data\/[^'"?]+\.md)/g)) {
      routeOfMarkdown.set(`docs/${markdown}`, routeOfPageFile(file));
    }
  }
  return git(repo, 'ls-tree', '-r', '--name-only', tag, 'docs/data')
    .split('\n')
    .filter((file) => file.endsWith('.md'))
    .map((file) => ({
      file,
      product: file.split('/')[2],
      route: routeOfMarkdown.get(file) ?? null,
      demos: countReferenceDemos(git(repo, 'show', `${tag}:${file}`)),
    }));
}

/** This site's pages: each MDX file under `docs/`, its route being its path (`index.mdx` names its folder). */
function sitePages() {
  const docsDir = path.join(siteDir, 'docs');
  return fs
    .readdirSync(docsDir, { recursive: true })
    .filter((file) => file.endsWith('.mdx'))
    .map((file) => {
      const route = file
        .split(path.sep)
        .join('/')
        .replace(/\.mdx$/, '')
        .replace(/(^|\/)index$/, '');
      return { route, demos: countSiteDemos(fs.readFileSync(path.join(docsDir, file), 'utf8')) };
    });
}

function parseArgs(argv) {
  const options = { repo: null, tag: DEFAULT_TAG, product: null, deficitsOnly: false };
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index];
    if (arg === '--tag') options.tag = argv[(index += 1)];
    else if (arg === '--product') options.product = argv[(index += 1)];
    else if (arg === '--deficits') options.deficitsOnly = true;
    else if (!arg.startsWith('--') && options.repo === null) options.repo = arg;
    else throw new Error(`Unknown argument "${arg}".`);
  }
  if (!options.repo) {
    throw new Error('Give the path of a local clone of mui/mui-x: node scripts/depth/demoDeficits.mjs /path/to/mui-x');
  }
  if (options.product && !PRODUCTS.some((product) => product.reference === options.product)) {
    throw new Error(`--product is one of ${PRODUCTS.map((product) => product.reference).join(', ')}.`);
  }
  return options;
}

function pad(value, width, alignRight = false) {
  const text = String(value);
  return alignRight ? text.padStart(width) : text.padEnd(width);
}

function main() {
  const options = parseArgs(process.argv.slice(2));
  const reference = referencePages(options.repo, options.tag);
  const site = new Map(sitePages().map((page) => [page.route, page]));
  const products = PRODUCTS.filter((product) => !options.product || product.reference === options.product);

  console.log(`Demos per product, this site against mui/mui-x ${options.tag}`);
  for (const product of products) {
    const referenceTotal = reference.filter((page) => page.product === product.reference).reduce((sum, page) => sum + page.demos, 0);
    const siteTotal = [...site.values()]
      .filter((page) => page.route === product.site || page.route.startsWith(`${product.site}/`))
      .reduce((sum, page) => sum + page.demos, 0);
    console.log(
      `  ${pad(product.name, 24)} reference ${pad(referenceTotal, 4, true)}  site ${pad(siteTotal, 4, true)}  ` +
        `${siteTotal >= referenceTotal ? 'reached' : `short by ${referenceTotal - siteTotal}`}`,
    );
  }

  for (const product of products) {
    const rows = reference
      .filter((page) => page.product === product.reference && page.demos > 0)
      .map((page) => {
        const here = page.route === null ? undefined : site.get(page.route);
        return {
          route: page.route ?? `(no route: ${page.file})`,
          reference: page.demos,
          site: here?.demos ?? null,
          deficit: page.demos - (here?.demos ?? 0),
        };
      })
      .filter((row) => !options.deficitsOnly || row.deficit > 0)
      .sort((a, b) => b.deficit - a.deficit || a.route.localeCompare(b.route));
    console.log(`\n${product.name}: route, reference demos, this site's demos, deficit`);
    for (const row of rows) {
      const siteCount = row.site === null ? 'none' : row.site;
      console.log(`  ${pad(row.route, 58)} ${pad(row.reference, 4, true)} ${pad(siteCount, 5, true)} ${pad(row.deficit, 4, true)}`);
    }
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    main();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
