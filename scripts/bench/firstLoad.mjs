/**
 * The JS and CSS a page loads before it is interactive: every script and
 * stylesheet requested until the network is idle (route chunks included),
 * measured raw and gzip-compressed from the build output.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export async function firstLoadBytes(browser, baseUrl, pathname, buildDir) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const files = { script: new Set(), stylesheet: new Set() };
  page.on('request', (request) => {
    const type = request.resourceType();
    const url = new URL(request.url());
    if ((type === 'script' || type === 'stylesheet') && url.origin === new URL(baseUrl).origin) {
      files[type].add(url.pathname);
    }
  });
  await page.goto(`${baseUrl}${pathname}`, { waitUntil: 'networkidle' });
  await context.close();
  const sizeOf = (set) => {
    let raw = 0;
    let gzip = 0;
    for (const file of set) {
      const content = fs.readFileSync(path.join(buildDir, decodeURIComponent(file)));
      raw += content.length;
      gzip += zlib.gzipSync(content, { level: 6 }).length;
    }
    return { files: set.size, raw, gzip };
  };
  return { js: sizeOf(files.script), css: sizeOf(files.stylesheet), scripts: [...files.script] };
}
