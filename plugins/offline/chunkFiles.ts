/**
 * The files of a route's chunks, read from the client build. The offline
 * page's HTML names only the entry bundles (Docusaurus lists no route chunk in
 * a page), but the page hydrates, and lists the saved pages, only with its own
 * chunks: its component's, and its plugin's route context (the
 * `@generated/<plugin>/default/__plugin.json` module Docusaurus gives every
 * route a plugin adds). They must be precached with it.
 */

/** What is read of an Rspack or webpack compilation. */
export interface ChunkGroupLike {
  /** Where the group was created: `import('@theme/OfflinePage')` in Docusaurus's route registry. */
  origins?: { request?: string }[];
  chunks: { files: Iterable<string> }[];
}
export interface CompilationLike {
  chunkGroups: Iterable<ChunkGroupLike>;
}
export interface CompilerLike {
  hooks: { afterEmit: { tap(name: string, fn: (compilation: CompilationLike) => void): void } };
}

/** The output files (`assets/js/1a2b.js`) of the chunk groups that `import()` of one of `requests` created. */
export function filesImportedAs(compilation: CompilationLike, requests: readonly string[]): string[] {
  const files = [...compilation.chunkGroups]
    .filter((group) => (group.origins ?? []).some((origin) => origin.request !== undefined && requests.includes(origin.request)))
    .flatMap((group) => group.chunks.flatMap((chunk) => [...chunk.files]));
  return [...new Set(files)];
}

/** A bundler plugin that hands `onFiles` the files of `requests`' chunks once the client build has written them. */
export function chunkFilesRecorder(requests: readonly string[], onFiles: (files: string[]) => void) {
  return {
    apply(compiler: CompilerLike) {
      compiler.hooks.afterEmit.tap('x-docs-offline', (compilation) => onFiles(filesImportedAs(compilation, requests)));
    },
  };
}
