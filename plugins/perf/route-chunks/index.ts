import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { addRouteModuleOrigins, type ClientManifest, type NamedChunkGroup } from './manifest';

/** What this plugin reads of an Rspack (or webpack) compilation. */
interface ChunkGroupLike {
  name?: string | null;
  origins?: { request?: string }[];
}
export interface CompilationLike {
  chunkGroups: Iterable<ChunkGroupLike>;
}
export interface CompilerLike {
  hooks: { afterEmit: { tap(name: string, fn: (compilation: CompilationLike) => void): void } };
}

const NAME = 'x-docs-route-chunks';

/** The chunk groups the route modules' `import()` calls created: each group's chunk name and the requests. */
export function namedChunkGroups(compilation: CompilationLike): NamedChunkGroup[] {
  return [...compilation.chunkGroups].flatMap((group) =>
    group.name ? [{ name: group.name, requests: (group.origins ?? []).flatMap((origin) => (origin.request ? [origin.request] : [])) }] : [],
  );
}

/** The bundler plugin: rewrites the client manifest once the addon has written it. */
export function manifestFixer(manifestPath: string) {
  return {
    apply(compiler: CompilerLike) {
      compiler.hooks.afterEmit.tap(NAME, (compilation) => {
        const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as ClientManifest;
        fs.writeFileSync(manifestPath, JSON.stringify(addRouteModuleOrigins(manifest, namedChunkGroups(compilation))));
      });
    },
  };
}

/**
 * Lists each page's own chunks in its HTML. Docusaurus asks the client manifest
 * for the bundles of the modules a page rendered, by their request (such as
 * `@site/docs/react-data-grid/index.mdx`); but under webpack 5 and Rspack the
 * manifest's addon keys its entries by chunk name only, so the lookup finds
 * nothing and every page lists `runtime~main` and `main` alone. The browser then
 * discovers a page's chunks only once `main` has run, one round trip later.
 * This adds the requests as keys, after the addon has written the manifest
 * (client build, production) and before the pages are rendered.
 */
export default function routeChunksPlugin(context: LoadContext): Plugin {
  const manifestPath = path.join(context.generatedFilesDir, 'client-manifest.json');
  return {
    name: NAME,
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'production') return {};
      return { plugins: [manifestFixer(manifestPath)] };
    },
  };
}
