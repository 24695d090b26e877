/** Every label the site itself shows on the Chinese site is Chinese: read from every page of the Chinese build. */
import fs from 'node:fs';
import path from 'node:path';
import { findEnglishChrome } from './support/englishChrome';
import { expect, test } from './support/fixtures';
import { BUILD_DIR } from './support/site';

const chineseDir = path.join(BUILD_DIR, 'zh');

/** The HTML files under a folder, as paths relative to it. */
function htmlFilesIn(dir: string, prefix = ''): string[] {
  return fs.readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(prefix, entry.name);
    if (entry.isDirectory()) return htmlFilesIn(dir, file);
    return entry.name.endsWith('.html') ? [file] : [];
  });
}

/** The API reference's pages, by the slug of their address (`/zh/x/api/date-pickers/date-picker/` → `date-picker`). */
function apiPageSlugs(): Set<string> {
  const apiDir = path.join(chineseDir, 'x', 'api');
  return new Set(
    fs
      .readdirSync(apiDir, { withFileTypes: true })
      .flatMap((product) =>
        product.isDirectory() ? fs.readdirSync(path.join(apiDir, product.name)).filter((slug) => !slug.endsWith('.html')) : [],
      ),
  );
}

test('shows no English chrome on any page of the Chinese site', () => {
  expect(fs.existsSync(chineseDir)).toBe(true);
  const pagesByLabel = new Map<string, string[]>();
  const files = htmlFilesIn(chineseDir);
  const componentSlugs = apiPageSlugs();
  for (const file of files) {
    const page = `/zh/${file.split(path.sep).join('/')}`;
    const html = fs.readFileSync(path.join(chineseDir, file), 'utf8');
    for (const { text, where } of findEnglishChrome(html, { pathname: page.replace(/index\.html$/, ''), componentSlugs })) {
      const label = where === 'text' ? JSON.stringify(text) : `${where}=${JSON.stringify(text)}`;
      const pages = pagesByLabel.get(label) ?? [];
      if (!pages.includes(page)) pages.push(page);
      pagesByLabel.set(label, pages);
    }
  }
  expect(files.length).toBeGreaterThan(400);
  const report = [...pagesByLabel]
    .sort(([, a], [, b]) => b.length - a.length)
    .map(([label, pages]) => `${label} on ${pages.length} page(s): ${pages.slice(0, 3).join(', ')}${pages.length > 3 ? ', …' : ''}`);
  expect(report).toEqual([]);
});
