/** The newest modification time of the site's sources: a build older than it is stale. */
import fs from 'node:fs';
import path from 'node:path';

const SOURCES = ['docs', 'src', 'plugins', 'static', 'i18n', 'docusaurus.config.ts', 'sidebars.ts', 'package-lock.json'];

export function newestSourceTime(siteDir) {
  let newest = 0;
  const visit = (entry) => {
    if (!fs.existsSync(entry)) return;
    const stat = fs.statSync(entry);
    if (stat.isDirectory()) fs.readdirSync(entry).forEach((name) => visit(path.join(entry, name)));
    else newest = Math.max(newest, stat.mtimeMs);
  };
  SOURCES.forEach((source) => visit(path.join(siteDir, source)));
  return newest;
}
