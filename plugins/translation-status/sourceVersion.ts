import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { sourceHash } from './marker';

const run = promisify(execFile);

/**
 * The commit whose version of the English file a translation follows: the most recent one whose text has the
 * marker's `source_hash`. Null when Git does not have it (a shallow clone, a copy of the site, or a version that
 * was never committed).
 */
export async function sourceCommit(siteDir: string, englishFile: string, hash: string): Promise<string | null> {
  const git = (args: string[]) => run('git', ['-C', siteDir, ...args], { maxBuffer: 64 * 1024 * 1024 });
  let commits: string[];
  try {
    commits = (await git(['log', '--format=%H', '--', englishFile])).stdout.split('\n').filter(Boolean);
  } catch {
    return null;
  }
  for (const commit of commits) {
    const text = await git(['show', `${commit}:${englishFile}`]).then(
      ({ stdout }) => stdout,
      () => null,
    );
    if (text !== null && sourceHash(text) === hash) return commit;
  }
  return null;
}
