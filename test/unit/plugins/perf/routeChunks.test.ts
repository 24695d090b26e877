import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { renderSSGTemplate } from '@docusaurus/core/lib/ssg/ssgTemplate';
import type { SSGParams } from '@docusaurus/core/lib/ssg/ssgParams';
import type { LoadContext } from '@docusaurus/types';
import routeChunksPlugin, { manifestFixer, namedChunkGroups, type CompilationLike } from '@site/plugins/perf/route-chunks';
import { addRouteModuleOrigins, type ClientManifest } from '@site/plugins/perf/route-chunks/manifest';

// A manifest as the addon writes it: entries keyed by chunk name, none by module request.
const manifest: ClientManifest = {
  entrypoints: ['main'],
  origins: { main: ['runtime~main', 'main'], '4c29b931': ['8043', '4c29b931'], '17896441': ['17896441'] },
  assets: {
    'runtime~main': { js: [{ file: 'assets/js/runtime~main.1.js' }] },
    main: { js: [{ file: 'assets/js/main.2.js' }] },
    '8043': { js: [{ file: 'assets/js/8043.3.js' }] },
    '4c29b931': { js: [{ file: 'assets/js/4c29b931.4.js' }] },
    '17896441': { js: [{ file: 'assets/js/17896441.5.js' }] },
  },
};

const compilation: CompilationLike = {
  chunkGroups: [
    { name: 'main', origins: [{}] },
    { name: '4c29b931', origins: [{ request: '@site/docs/react-data-grid/index.mdx' }] },
    { name: '17896441', origins: [{ request: '@theme/DocItem' }] },
    { name: null, origins: [{ request: './unnamed' }] },
  ],
};

/** The scripts Docusaurus's page renderer lists for a page that rendered `modules`. */
function pageScripts(from: ClientManifest, modules: string[]): string[] {
  const params = { manifest: from } as unknown as SSGParams;
  const result = { html: '', collectedData: { modules: new Set(modules), metadata: { internal: {} } } } as unknown as Parameters<
    typeof renderSSGTemplate
  >[0]['result'];
  const html = renderSSGTemplate({ params, result, ssgTemplate: ({ scripts }) => scripts.join(' ') });
  return html.split(' ');
}

describe('route-chunks', () => {
  const pageModules = ['@site/docs/react-data-grid/index.mdx', '@theme/DocItem'];

  it('without it, a page lists only the entry bundles', () => {
    expect(pageScripts(manifest, pageModules)).toEqual(['assets/js/runtime~main.1.js', 'assets/js/main.2.js']);
  });

  it("adds each route module's request, so a page lists its own chunks after the entry bundles", () => {
    const fixed = addRouteModuleOrigins(manifest, namedChunkGroups(compilation));
    expect(pageScripts(fixed, pageModules)).toEqual([
      'assets/js/runtime~main.1.js',
      'assets/js/main.2.js',
      'assets/js/8043.3.js',
      'assets/js/4c29b931.4.js',
      'assets/js/17896441.5.js',
    ]);
    expect(fixed.origins['./unnamed']).toBeUndefined();
  });

  it('keeps the chunk-name keys and never replaces an existing key', () => {
    const fixed = addRouteModuleOrigins(manifest, [{ name: '17896441', requests: ['main'] }]);
    expect(fixed.origins).toEqual(manifest.origins);
  });

  it('rewrites the manifest file after the client build has emitted it', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'route-chunks-'));
    const file = path.join(dir, 'client-manifest.json');
    fs.writeFileSync(file, JSON.stringify(manifest));
    let afterEmit: ((compilation: CompilationLike) => void) | undefined;
    manifestFixer(file).apply({ hooks: { afterEmit: { tap: (_name, fn) => void (afterEmit = fn) } } });
    afterEmit?.(compilation);
    const written = JSON.parse(fs.readFileSync(file, 'utf8')) as ClientManifest;
    expect(written.origins['@theme/DocItem']).toEqual(['17896441']);
    fs.rmSync(dir, { recursive: true });
  });

  it('only hooks the production client build', () => {
    const plugin = routeChunksPlugin({ generatedFilesDir: '/site/.docusaurus' } as LoadContext);
    const configure = (mode: 'production' | 'development', isServer: boolean) =>
      (plugin.configureWebpack as (config: object, isServer: boolean) => { plugins?: unknown[] })({ mode }, isServer);
    expect(configure('production', false).plugins).toHaveLength(1);
    expect(configure('production', true).plugins).toBeUndefined();
    expect(configure('development', false).plugins).toBeUndefined();
  });
});
