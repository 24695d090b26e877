/**
 * @jest-environment node
 */
import type { Configuration } from '@rspack/core';
import { bundleProject } from '@site/test/unit/rspackProject';
import serverBundlePlugin from '../index';

type ConfigureWebpack = (config: Configuration, isServer: boolean) => Configuration;
const configureWebpack = serverBundlePlugin().configureWebpack as unknown as ConfigureWebpack;

/** Compiles an entry that imports a page with `import()`, as Docusaurus's routes do, and lists the scripts written. */
async function bundleFiles(extra: Configuration): Promise<string[]> {
  const files = await bundleProject(
    { 'page.js': 'export default "the page";\n', 'entry.js': 'export const render = () => import("./page.js");\n' },
    {
      mode: 'production',
      target: 'node20',
      entry: { main: './entry.js' },
      output: { filename: 'server.bundle.js', library: { type: 'commonjs2' } },
      optimization: { minimize: false, splitChunks: false },
      ...extra,
    },
  );
  return files.map((file) => file.name).filter((name) => name.endsWith('.js'));
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
