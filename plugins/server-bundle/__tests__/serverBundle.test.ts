/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import serverBundlePlugin from '../index';

type ConfigureWebpack = (config: Configuration, isServer: boolean) => Configuration;
const configureWebpack = serverBundlePlugin().configureWebpack as unknown as ConfigureWebpack;

/** Compiles an entry that imports a page with `import()`, as Docusaurus's routes do, and lists the files written. */
async function bundleFiles(extra: Configuration): Promise<string[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'x-docs-server-bundle-'));
  fs.writeFileSync(path.join(dir, 'page.js'), 'export default "the page";\n');
  fs.writeFileSync(path.join(dir, 'entry.js'), 'export const render = () => import("./page.js");\n');
  const outDir = path.join(dir, 'out');
  const compiler = rspack({
    mode: 'production',
    context: dir,
    target: 'node20',
    entry: { main: './entry.js' },
    output: { path: outDir, filename: 'server.bundle.js', library: { type: 'commonjs2' } },
    optimization: { minimize: false, splitChunks: false },
    ...extra,
  });
  await new Promise<void>((resolve, reject) => {
    compiler.run((error, stats) => (error || stats?.hasErrors() ? reject(error ?? new Error(stats?.toString())) : resolve()));
  });
  return fs.readdirSync(outDir).filter((file) => file.endsWith('.js'));
}

describe('the server bundle', () => {
  it('puts the pages a route imports into the one server bundle', async () => {
    expect(await bundleFiles(configureWebpack({}, true))).toEqual(['server.bundle.js']);
  }, 30000);

  it('leaves a chunk per import without it, as Docusaurus configures the server', async () => {
    expect((await bundleFiles({})).length).toBe(2);
  }, 30000);

  it('leaves the browser’s bundle alone', () => {
    expect(configureWebpack({}, false)).toEqual({});
  });
});
