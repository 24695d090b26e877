/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import compileHintsPlugin, { COMPILE_HINT, MIN_HINTED_BYTES } from '@site/plugins/perf/compile-hints';

type ConfigureWebpack = (config: Configuration, isServer: boolean) => Configuration;
const configureWebpack = compileHintsPlugin(undefined).configureWebpack as unknown as ConfigureWebpack;

/** A module with enough distinct functions to stay above the size threshold once minified. */
const bigModule = Array.from({ length: 800 }, (_, i) => `export function step${i}(value) { return value * ${i} + ${i % 7}; }`).join('\n');

/** Builds a small entry that loads a large chunk, minified as in production, with the plugin's configuration. */
async function buildWithHints(): Promise<{ name: string; source: string }[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
  fs.writeFileSync(
    path.join(dir, 'entry.js'),
    "// a comment the minifier drops\nimport('./page.js').then((page) => console.log(Object.values(page).map((step) => step(2))));\n",
  );
  fs.writeFileSync(path.join(dir, 'page.js'), bigModule);
  const config: Configuration = {
    mode: 'production',
    context: dir,
    entry: './entry.js',
    output: { path: path.join(dir, 'out'), filename: '[name].[contenthash].js', chunkFilename: 'chunk.[contenthash].js' },
  };
  const compiler = rspack({ ...config, plugins: configureWebpack(config, false).plugins });
  await new Promise<void>((resolve, reject) =>
    compiler.run((error, stats) => (error || stats?.hasErrors() ? reject(error ?? new Error(stats?.toString())) : resolve())),
  );
  const out = path.join(dir, 'out');
  const files = fs.readdirSync(out).map((name) => ({ name, source: fs.readFileSync(path.join(out, name), 'utf8') }));
  fs.rmSync(dir, { recursive: true });
  return files;
}

describe('compile-hints', () => {
  it("puts V8's hint on the first line of each large minified bundle, and only there", async () => {
    const files = await buildWithHints();
    const chunk = files.find((file) => file.name.startsWith('chunk.'));
    const entry = files.find((file) => file.name.startsWith('main.'));
    expect(chunk && chunk.source.length).toBeGreaterThan(MIN_HINTED_BYTES);
    expect(chunk?.source.split('\n')[0]).toBe(COMPILE_HINT);
    expect(entry && entry.source.length).toBeLessThan(MIN_HINTED_BYTES);
    expect(entry?.source).not.toContain(COMPILE_HINT);
    expect(entry?.source).not.toContain('a comment the minifier drops');
  });

  it('leaves the server bundle and development builds alone', () => {
    expect(configureWebpack({ mode: 'production' }, true).plugins).toBeUndefined();
    expect(configureWebpack({ mode: 'development' }, false).plugins).toBeUndefined();
  });
});
