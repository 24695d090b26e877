import fs from 'node:fs';
import path from 'node:path';

/**
 * The docs pages under `folder`, as `/`-separated paths relative to it, in the order its folders list them: every
 * `.md` and `.mdx` file, demo folders included (the showcase apps live there), partials (`_name.mdx`) left out.
 * A folder that does not exist has none.
 */
export function docsPagesIn(folder: string, prefix = ''): string[] {
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(path.join(folder, prefix), { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return docsPagesIn(folder, relative);
    return entry.isFile() && /\.mdx?$/.test(entry.name) && !entry.name.startsWith('_') ? [relative] : [];
  });
}
