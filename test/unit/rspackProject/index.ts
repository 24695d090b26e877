/**
 * Bundles a small project with Rspack, for the tests of the site's bundler configuration: the files are written to a
 * folder of their own, compiled with `config` (its `context` and `output.path` are that folder and its `out/`), and
 * the files written are returned with their text. The folder is removed afterwards.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { rspack, type Configuration } from '@rspack/core';

export interface BundledFile {
  name: string;
  source: string;
}

export async function bundleProject(files: Record<string, string>, config: Configuration): Promise<BundledFile[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'x-docs-rspack-'));
  try {
    for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
    const out = path.join(dir, 'out');
    const compiler = rspack({ ...config, context: dir, output: { ...config.output, path: out } });
    await new Promise<void>((resolve, reject) =>
      compiler.run((error, stats) => (error || stats?.hasErrors() ? reject(error ?? new Error(stats?.toString())) : resolve())),
    );
    return fs.readdirSync(out).map((name) => ({ name, source: fs.readFileSync(path.join(out, name), 'utf8') }));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
