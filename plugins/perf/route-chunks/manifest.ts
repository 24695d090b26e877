/** The parts of Docusaurus's client manifest (react-loadable-ssr-addon) this plugin reads and writes. */
export interface ClientManifest {
  entrypoints: string[];
  /** Chunk name (or module request) → ids of the chunks to load for it. */
  origins: Record<string, (string | number)[]>;
  assets: Record<string, Record<string, { file: string }[]>>;
}

export interface NamedChunkGroup {
  name: string;
  /** The requests of the `import()` calls that created the group. */
  requests: string[];
}

/** The manifest with each route module's request as a key too, mapped to its chunk group's chunks. */
export function addRouteModuleOrigins(manifest: ClientManifest, groups: NamedChunkGroup[]): ClientManifest {
  const origins = { ...manifest.origins };
  for (const group of groups) {
    const chunks = manifest.origins[group.name];
    if (!chunks) continue;
    for (const request of group.requests) {
      origins[request] ??= chunks;
    }
  }
  return { ...manifest, origins };
}
