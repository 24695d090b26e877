import fs from 'node:fs';
import path from 'node:path';

/** The files under a folder, in every folder below it, whose name `accept`s; as paths that start with `dir`. */
export function filesUnder(dir: string, accept: (name: string) => boolean): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(file, accept);
    return accept(entry.name) ? [file] : [];
  });
}
