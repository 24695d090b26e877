/**
 * @jest-environment node
 */
import type { Configuration } from '@rspack/core';
import { bundleProject, type BundledFile } from '@site/test/unit/rspackProject';
import compileHintsPlugin, { COMPILE_HINT, MIN_HINTED_BYTES } from '@site/plugins/perf/compile-hints';

type ConfigureWebpack = (config: Configuration, isServer: boolean) => Configuration;
const configureWebpack = compileHintsPlugin(undefined).configureWebpack as unknown as ConfigureWebpack;

/** A module with enough distinct functions to stay above the size threshold once minified. */
const bigModule = Array.from({ length: 800 }, (_, i) => `export function step${i}(value) { return value * ${i} + ${i % 7}; }`).join('\n');

/** Builds a small entry that loads a large chunk, minified as in production, with the plugin's configuration. */
async function buildWithHints(): Promise<BundledFile[]> {
  const config: Configuration = {
    mode: 'production',
    entry: './entry.js',
    output: { filename: '[name].[contenthash].js', chunkFilename: 'chunk.[contenthash].js' },
  };
  return bundleProject(
    {
      'entry.js':
        "// a comment the minifier drops\nimport('./page.js').then((page) => console.log(Object.values(page).map((step) => step(2))));\n",
      'page.js': bigModule,
    },
    { ...config, plugins: configureWebpack(config, false).plugins },
  );
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
