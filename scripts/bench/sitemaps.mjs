/** How many pages a build lists in a sitemap (`sitemap.xml`, `zh/sitemap.xml`); 0 when it has none. */
import fs from 'node:fs';
import path from 'node:path';

export function countPages(buildDir, sitemap) {
  const file = path.join(buildDir, sitemap);
  return fs.existsSync(file) ? (fs.readFileSync(file, 'utf8').match(/<loc>/g) ?? []).length : 0;
}
