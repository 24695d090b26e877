/**
 * Which folders of the bundler's persistent cache to delete. Rspack keeps one folder per cache version and never
 * deletes one; the site needs eight at most (the client and the server build, of two locales, for `build` and for
 * `start`), so every folder beyond the most recently written ones is left over from an earlier version.
 */
import fs from 'node:fs';
import path from 'node:path';

export interface CacheFolder {
  name: string;
  /** When the bundler last wrote into it, in milliseconds since the epoch. */
  lastWritten: number;
}

export interface PruneOptions {
  /** How many of the most recently written folders are always kept. */
  keep: number;
  /** A folder written less than this long ago is kept whatever its rank: a build running beside this one may use it. */
  minIdleMs: number;
  now: number;
}

/** The folders to delete: those beyond the `keep` most recently written, unless written within `minIdleMs`. */
export function staleFolders(folders: readonly CacheFolder[], { keep, minIdleMs, now }: PruneOptions): string[] {
  return [...folders]
    .sort((a, b) => b.lastWritten - a.lastWritten)
    .slice(keep)
    .filter((folder) => now - folder.lastWritten >= minIdleMs)
    .map((folder) => folder.name);
}

/** The latest modification time of a folder and of everything in it. */
function latestModification(file: string): number {
  const stats = fs.statSync(file);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return fs.readdirSync(file).reduce((latest, entry) => Math.max(latest, latestModification(path.join(file, entry))), stats.mtimeMs);
}

/**
 * The cache folders in `cacheDir`, each with when it was last written: the latest modification of its `meta` folder,
 * which the bundler rewrites whenever it saves the cache (the folder itself changes only when it is created).
 */
export function readCacheFolders(cacheDir: string): CacheFolder[] {
  if (!fs.existsSync(cacheDir)) return [];
  return (
    fs
      .readdirSync(cacheDir, { withFileTypes: true })
      // `.temp` is where Rspack writes a cache before moving it into place: not a cache version.
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
      .map((entry) => {
        const folder = path.join(cacheDir, entry.name);
        const meta = path.join(folder, 'meta');
        return { name: entry.name, lastWritten: latestModification(fs.existsSync(meta) ? meta : folder) };
      })
  );
}

/** Deletes the stale folders of `cacheDir` and returns their names. */
export function pruneCache(cacheDir: string, options: Omit<PruneOptions, 'now'> & { now?: number }): string[] {
  const stale = staleFolders(readCacheFolders(cacheDir), { ...options, now: options.now ?? Date.now() });
  for (const name of stale) {
    fs.rmSync(path.join(cacheDir, name), { recursive: true, force: true });
  }
  return stale;
}
