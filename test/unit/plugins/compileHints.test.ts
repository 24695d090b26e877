/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import type { Plugin } from '@docusaurus/types';
import compileHintsPlugin, { COMPILE_HINT } from '../../../plugins/compile-hints';

type ConfigureWebpack = (config: Configuration, isServer: boolean, utils: object) => Configuration;
const configureWebpack = (compileHintsPlugin() as Plugin).configureWebpack as unknown as ConfigureWebpack;
const utils = { currentBundler: { name: 'rspack', instance: rspack } };

/** Builds a two-chunk app with the plugin's configuration, minified as in production, and returns its files. */
async function buildWithHints(): Promise<Record<string, string>> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
  fs.writeFileSync(path.join(dir, 'entry.js'), "// a comment the minifier drops\nimport('./page.js').then((page) => console.log(page.title));\n");
  fs.writeFileSync(path.join(dir, 'page.js'), "export const title = 'Page';\n");
  const config: Configuration = { mode: 'production', context: dir, entry: './entry.js', output: { path: path.join(dir, 'out'), filename: '[name].[contenthash].js' } };
  const compiler = rspack({ ...config, plugins: configureWebpack(config, false, utils).plugins });
  await new Promise<void>((resolve, reject) => compiler.run((error, stats) => (error || stats?.hasErrors() ? reject(error ?? new Error(stats?.toString())) : resolve())));
  const out = path.join(dir, 'out');
  const files = Object.fromEntries(fs.readdirSync(out).map((name) => [name, fs.readFileSync(path.join(out, name), 'utf8')]));
  fs.rmSync(dir, { recursive: true });
  return files;
}

describe('compile-hints', () => {
  it("puts V8's hint on the first line of every minified browser bundle", async () => {
    const files = await buildWithHints();
    expect(Object.keys(files).length).toBe(2);
    for (const source of Object.values(files)) {
      expect(source.split('\n')[0]).toBe(COMPILE_HINT);
      expect(source).not.toContain('a comment the minifier drops');
    }
  });

  it('leaves the server bundle and development builds alone', () => {
    expect(configureWebpack({ mode: 'production' }, true, utils).plugins).toBeUndefined();
    expect(configureWebpack({ mode: 'development' }, false, utils).plugins).toBeUndefined();
  });
});
