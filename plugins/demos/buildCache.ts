/**
 * What one `npm run build` works out once and reuses in every locale. `scripts/build.mjs` builds each locale in
 * processes of their own and hands them a folder they share (`X_DOCS_BUILD_CACHE_DIR`), which it deletes when the
 * build ends: the Chinese pages show the English pages' demos, so their build reads what the English one wrote. Nothing
 * outlives the build, so nothing can go stale. Without the folder (`npm start`, the tests) the value is worked out
 * each time.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

export const BUILD_CACHE_DIR_VARIABLE = 'X_DOCS_BUILD_CACHE_DIR';

/**
 * The text `compute` returns for these `inputs`, read from the build's folder when an earlier locale (or page) of the
 * same build wrote it. `kind` names the subfolder; the inputs must be everything the text depends on.
 */
export async function reusedWithinBuild(kind: string, inputs: readonly string[], compute: () => Promise<string>): Promise<string> {
  const folder = process.env[BUILD_CACHE_DIR_VARIABLE];
  if (!folder) return compute();
  const hash = createHash('sha256');
  for (const input of inputs) hash.update(`${input.length}:${input}`);
  const file = path.join(folder, kind, hash.digest('hex'));
  const kept = await fs.readFile(file, 'utf8').catch(() => null);
  if (kept !== null) return kept;
  const value = await compute();
  // Written under another name first: pages compiled side by side may ask for the same demo, and a reader of the
  // final name must never see half a file.
  const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(partial, value);
  await fs.rename(partial, file);
  return value;
}
