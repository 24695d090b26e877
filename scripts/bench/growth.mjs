/**
 * `npm run bench -- --growth`: how the build's wall time and peak memory grow with the content. The site's files
 * are exported with `git archive` (the committed state) into bench/growth/, once as they are and once with every
 * product's guides copied beside them (`docs/react-data-grid` → `docs/react-data-grid-copy`, demos included), and
 * both are built cold, both locales, one after the other. The copies are outside the navigation, and their links
 * point at the original pages, so every link still resolves.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { measureBuild } from './measureBuild.mjs';

function exportSite(siteDir, dir) {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const archive = execFileSync('git', ['archive', '--format=tar', 'HEAD'], { cwd: siteDir, maxBuffer: 1024 ** 3 });
  execFileSync('tar', ['-x', '-C', dir], { input: archive });
  fs.symlinkSync(path.join(siteDir, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
}

/** Copies each product's docs folder beside it; returns how many pages were added. */
function copyProductDocs(dir) {
  const docsDir = path.join(dir, 'docs');
  let pages = 0;
  for (const folder of fs.readdirSync(docsDir).filter((name) => name.startsWith('react-'))) {
    fs.cpSync(path.join(docsDir, folder), path.join(docsDir, `${folder}-copy`), { recursive: true });
    pages += fs.readdirSync(path.join(docsDir, folder), { recursive: true }).filter((file) => /\.mdx?$/.test(file)).length;
  }
  return pages;
}

function countPages(buildDir) {
  return ['sitemap.xml', 'zh/sitemap.xml']
    .map((file) => path.join(buildDir, file))
    .filter((file) => fs.existsSync(file))
    .reduce((sum, file) => sum + (fs.readFileSync(file, 'utf8').match(/<loc>/g) ?? []).length, 0);
}

export async function benchGrowth(siteDir) {
  const rows = [];
  for (const [label, grow] of [
    ['as is', false],
    ['guides doubled', true],
  ]) {
    const dir = path.join(siteDir, 'bench', 'growth', grow ? 'doubled' : 'single');
    exportSite(siteDir, dir);
    const added = grow ? copyProductDocs(dir) : 0;
    console.log(`Building the site ${label}${added ? ` (${added} guide pages added)` : ''}, both locales...`);
    const build = await measureBuild(dir, { env: { X_DOCS_RSPACK_CACHE: 'off' }, quiet: true });
    const pages = countPages(path.join(dir, 'build'));
    rows.push({ label, pages, seconds: build.seconds, peakMemoryMB: Math.round(build.peakMemoryBytes / 1048576) });
    fs.rmSync(dir, { recursive: true, force: true });
  }
  const [single, doubled] = rows;
  console.table(
    rows.map((row) => ({
      site: row.label,
      'pages (both locales)': row.pages,
      'build s': row.seconds.toFixed(1),
      'ms per page': Math.round((row.seconds * 1000) / row.pages),
      'peak memory MB': row.peakMemoryMB,
    })),
  );
  const pageRatio = doubled.pages / single.pages;
  console.log(
    `${pageRatio.toFixed(2)}× the pages: ${(doubled.seconds / single.seconds).toFixed(2)}× the build time, ` +
      `${(doubled.peakMemoryMB / single.peakMemoryMB).toFixed(2)}× the peak memory.`,
  );
  return rows;
}
