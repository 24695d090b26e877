/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pruneCache, readCacheFolders, staleFolders } from '../prune';

const HOUR = 60 * 60 * 1000;
const now = Date.parse('2026-11-30T12:00:00Z');

describe('staleFolders', () => {
  const folders = [
    { name: 'old', lastWritten: now - 30 * 24 * HOUR },
    { name: 'today', lastWritten: now - 2 * HOUR },
    { name: 'running', lastWritten: now - 10 * 60 * 1000 },
    { name: 'yesterday', lastWritten: now - 24 * HOUR },
  ];

  it('keeps the most recently written folders and names the others', () => {
    expect(staleFolders(folders, { keep: 2, minIdleMs: HOUR, now })).toEqual(['yesterday', 'old']);
  });

  it('keeps a folder written within the idle time, whatever its rank', () => {
    expect(staleFolders(folders, { keep: 0, minIdleMs: HOUR, now })).toEqual(['today', 'yesterday', 'old']);
  });

  it('names nothing while there are no more folders than it keeps', () => {
    expect(staleFolders(folders, { keep: 4, minIdleMs: 0, now })).toEqual([]);
  });
});

describe('pruneCache', () => {
  let cacheDir: string;

  beforeEach(() => {
    cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bundler-cache-'));
  });
  afterEach(() => fs.rmSync(cacheDir, { recursive: true, force: true }));

  /** A cache folder as Rspack writes it, its `meta` files last written at `time`, the rest much earlier. */
  function writeFolder(name: string, time: number) {
    const meta = path.join(cacheDir, name, 'meta', '1');
    fs.mkdirSync(meta, { recursive: true });
    fs.mkdirSync(path.join(cacheDir, name, 'snapshot_file'));
    fs.writeFileSync(path.join(meta, 'scope'), '');
    const created = new Date(time - 100 * HOUR);
    fs.utimesSync(path.join(cacheDir, name), created, created);
    fs.utimesSync(path.join(cacheDir, name, 'snapshot_file'), created, created);
    for (const file of [path.join(meta, 'scope'), meta, path.dirname(meta)]) {
      fs.utimesSync(file, new Date(time), new Date(time));
    }
  }

  it("reads when each folder was last written from its meta files, and leaves out the bundler's own folders", () => {
    writeFolder('a1', now - 5 * HOUR);
    fs.mkdirSync(path.join(cacheDir, '.temp'));
    expect(readCacheFolders(cacheDir)).toEqual([{ name: 'a1', lastWritten: now - 5 * HOUR }]);
  });

  it('deletes the folders left over from earlier versions and keeps the others', () => {
    writeFolder('current-client', now - 3 * HOUR);
    writeFolder('current-server', now - 3 * HOUR);
    writeFolder('before-upgrade', now - 20 * 24 * HOUR);

    expect(pruneCache(cacheDir, { keep: 2, minIdleMs: HOUR, now })).toEqual(['before-upgrade']);
    expect(fs.readdirSync(cacheDir).sort()).toEqual(['current-client', 'current-server']);
  });

  it('does nothing when the cache was never written', () => {
    expect(pruneCache(path.join(cacheDir, 'missing'), { keep: 8, minIdleMs: HOUR })).toEqual([]);
  });
});
