/**
 * Runs Pagefind's Node API on the pages buildIndex.ts lists (a JSON job on stdin: `{ outputPath,
 * excludeSelectors, pages: [{ url, file }] }`) and writes the index. A process of its own because Pagefind is an
 * ES module only, which the TypeScript loader Docusaurus runs plugins through cannot import.
 */
import fs from 'node:fs/promises';
import { text } from 'node:stream/consumers';
import { parse, serialize } from 'parse5';
import { close, createIndex } from 'pagefind';

const HEADING = /^h[1-6]$/;

/**
 * What a heading draws beside its words: the plan badge and the "not in your plan" mark, a "since" badge, and the
 * anchor link (a zero-width space). Pagefind takes a heading's whole text as the title of its section (and an `h1`'s
 * as the page's), marks it ignores included, so results read "Group rowsNeeds Premium" and "BarChartProPro".
 */
function besideTheWords(node) {
  return (node.attrs ?? []).some(
    ({ name, value }) =>
      name === 'data-pagefind-ignore' || name === 'data-badge' || (name === 'class' && value.split(/\s+/).includes('hash-link')),
  );
}

/**
 * The copy of a page Pagefind reads, in one walk of its tree:
 * - Pagefind stores every element with an `id` in the page's fragment, which a result downloads whole, but only
 *   headings become a result's sections: the ids of the API tables' rows (over 500 on a grid's page) made its
 *   fragment twice as large for nothing. Only headings keep theirs; the page keeps them all.
 * - A heading keeps only its words (besideTheWords).
 */
function trimForPagefind(node, inHeading = false) {
  const isHeading = HEADING.test(node.tagName ?? '');
  if (node.attrs && !isHeading) node.attrs = node.attrs.filter((attribute) => attribute.name !== 'id');
  const heading = inHeading || isHeading;
  if (node.childNodes) {
    if (heading) node.childNodes = node.childNodes.filter((child) => !besideTheWords(child));
    for (const child of node.childNodes) trimForPagefind(child, heading);
  }
  if (node.content) trimForPagefind(node.content, heading);
}

/**
 * The minifier leaves out optional end tags (`<td>panel<td>MIT`), and Pagefind reads a page as written: cell and
 * paragraph texts would run together in the index and in excerpts. Re-serialized, every element is closed; header
 * cells, which Pagefind does not treat as blocks even when closed, also get a space between them.
 */
function separatedForPagefind(html) {
  const document = parse(html);
  trimForPagefind(document);
  return serialize(document).replaceAll('</th>', '</th> ');
}

const fail = (what, errors) => {
  throw new Error(`${what}: ${errors.join('; ')}`);
};

/**
 * Pagefind indexes in a process of its own, one page after the other, while this one reads and re-serializes them:
 * the next pages are prepared while Pagefind indexes the earlier ones (awaiting each page in turn left one of the two
 * idle, and took twice as long). At most this many pages wait in Pagefind's queue, so the copies stay few.
 */
const PAGES_IN_FLIGHT = 8;

/** Hands every page to Pagefind, in order; throws on the first page it could not index. */
async function addPages(index, pages) {
  // Pagefind answers in the order it was asked, so waiting for the oldest page is waiting for the next answer.
  const waiting = [];
  const checkOldest = async () => {
    const { file, added } = await waiting.shift();
    if (added.errors.length > 0) fail(`Pagefind could not index ${file}`, added.errors);
  };
  for (const { url, file } of pages) {
    const content = separatedForPagefind(await fs.readFile(file, 'utf8'));
    waiting.push(index.addHTMLFile({ url, content }).then((added) => ({ file, added })));
    if (waiting.length >= PAGES_IN_FLIGHT) await checkOldest();
  }
  while (waiting.length > 0) await checkOldest();
}

const { outputPath, excludeSelectors, pages } = JSON.parse(await text(process.stdin));
const { index, errors } = await createIndex({ excludeSelectors });
if (!index) fail('Pagefind could not start', errors);
try {
  await addPages(index, pages);
  const written = await index.writeFiles({ outputPath });
  if (written.errors.length > 0) fail('Pagefind could not write the index', written.errors);
} finally {
  await close();
}
