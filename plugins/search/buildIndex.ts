/**
 * Writes a locale's Pagefind index from its built pages: every page of the locale's output folder (not the other
 * locales' folders under it), indexed where the page marks its content with `data-pagefind-body`, into
 * `<outDir>/pagefind/`. Pagefind splits the index into fragments fetched per query, and segments Chinese words
 * itself when a page's `<html lang>` is Chinese.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { INDEX_FILE_LIST } from '../../src/lib/search/storeIndex';

/** The folder of the index under the locale's base URL; the search box loads `pagefind.js` from there. */
export const INDEX_FOLDER = 'pagefind';

/**
 * Parts of a page's content that are not its text: a demo's rendered output (sample rows, chart labels), its source
 * and its toolbar (the TS/JS switch read as "TSJS").
 */
export const NOT_INDEXED = ['[data-demo]'];

const READY_MADE_UI = /^pagefind-(ui|component-ui|modular-ui|highlight)\./;

export interface IndexBuild {
  outDir: string;
  baseUrl: string;
  /** Folders of `outDir` that are not this locale's pages: the other locales' builds, the bundles, the index itself. */
  skipFolders: readonly string[];
}

/** The files under `dir`, as `/`-separated paths relative to it, outside the `skip` folders. */
async function filesUnder(dir: string, skip: ReadonlySet<string> = new Set(), relative = ''): Promise<string[]> {
  const entries = await fs.readdir(path.join(dir, relative), { withFileTypes: true });
  const nested = await Promise.all(
    entries.map(async (entry) => {
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) return skip.has(child) ? [] : filesUnder(dir, skip, child);
      return entry.isFile() ? [child] : [];
    }),
  );
  return nested.flat();
}

/** The URL a reader opens a built file at: `x/foo/index.html` → `/zh/x/foo/`. */
export function pageUrl(baseUrl: string, file: string): string {
  return `${baseUrl}${file.replace(/(^|\/)index\.html$/, '$1')}`;
}

/** Builds the index; returns how many pages it holds. Throws when Pagefind fails (its messages go to stderr). */
export async function buildSearchIndex({ outDir, baseUrl, skipFolders }: IndexBuild): Promise<number> {
  const indexDir = path.join(outDir, INDEX_FOLDER);
  const files = (await filesUnder(outDir, new Set([...skipFolders, INDEX_FOLDER, 'assets']))).filter((file) => file.endsWith('.html'));
  const marked = await Promise.all(
    files.map(async (file) => ((await fs.readFile(path.join(outDir, file), 'utf8')).includes('data-pagefind-body') ? file : undefined)),
  );
  const pages = marked.filter((file) => file !== undefined).map((file) => ({ url: pageUrl(baseUrl, file), file: path.join(outDir, file) }));
  await fs.rm(indexDir, { recursive: true, force: true });
  const run = spawnSync(process.execPath, [path.join(__dirname, 'writeIndex.mjs')], {
    input: JSON.stringify({ outputPath: indexDir, excludeSelectors: NOT_INDEXED, pages }),
    encoding: 'utf8',
    stdio: ['pipe', 'inherit', 'inherit'],
  });
  if (run.status !== 0) throw new Error(`The search index was not written (plugins/search/writeIndex.mjs exited with ${run.status}).`);
  // Pagefind also writes its ready-made search UIs; the site's own box does not use them, so they are not kept offline.
  const indexFiles = (await filesUnder(indexDir)).filter((file) => !READY_MADE_UI.test(file)).sort();
  await fs.writeFile(path.join(indexDir, INDEX_FILE_LIST), JSON.stringify(indexFiles));
  return pages.length;
}
