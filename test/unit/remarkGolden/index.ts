/**
 * Golden tests for the site's remark plugins: an MDX page in, the MDX the plugin turns it into beside it
 * (`<name>.mdx` and `<name>.expected.mdx`). The site's folder is written `<site>` in the output, so the expected files
 * do not depend on where the repository is checked out.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const TRANSFORM_SCRIPT = path.join(__dirname, 'transform.mjs');
const siteDir = path.join(__dirname, '../../..');

/** JSON with each Map as `{ "$map": [[key, value], …] }`, which transform.mjs revives. */
function withMaps(value: unknown): string {
  return JSON.stringify(value, (_key, entry: unknown) => (entry instanceof Map ? { $map: [...entry] } : entry));
}

/** The MDX `plugin` (a module exporting the plugin as default) leaves of `file`, with the given options. */
export function transformMdx(
  plugin: string,
  file: string,
  options: unknown = {},
  placeholders: Record<string, string> = {},
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile(process.execPath, [TRANSFORM_SCRIPT], { cwd: siteDir }, (error, stdout, stderr) => {
      if (error) {
        reject(new Error(stderr || error.message));
        return;
      }
      const named = Object.entries({ ...placeholders, '<site>': siteDir }).reduce(
        (text, [placeholder, folder]) => text.replaceAll(folder, placeholder),
        stdout,
      );
      resolve(named);
    });
    child.stdin?.end(withMaps({ plugin, options, file }));
  });
}

/** The expected output beside an input page: `page.mdx` → `page.expected.mdx`. */
export function expectedOutputOf(file: string): string {
  return fs.readFileSync(file.replace(/\.mdx$/, '.expected.mdx'), 'utf8');
}
