/**
 * The layout's rules (plugins/README.md, "Rules"), as a pure function of the import graph: given the edges and what
 * each part declares, the list of edges that break a rule, each said in words. architecture.test.ts runs it on the
 * site's real graph; layoutRules.test.ts on planted edges.
 */

export interface ImportEdge {
  /** The importing module, relative to the site folder (`plugins/ads/theme/AdSlot/index.tsx`). */
  from: string;
  /** The imported site file, relative to the site folder. */
  to: string;
  /** By a relative or `@site/` path, or by a theme alias (`@theme/…`, Docusaurus's public entry to a component). */
  via: 'path' | 'theme';
  /** What the module wrote (`../../../analytics/gtag`, `@theme/AdSlot`). */
  specifier: string;
  /** `import type` only: erased by the compiler, but still a dependency between the two modules' authors. */
  typeOnly: boolean;
}

export interface Layout {
  /** Folders of plugins/ that are shared infrastructure rather than features: every part may import their modules. */
  infrastructure: readonly string[];
  /** Per feature folder (`plugins/offline`), the modules its README names as public (`plugins/offline/unsavedWork.ts`). */
  publicModules: ReadonlyMap<string, ReadonlySet<string>>;
  /** Modules that run at build time only: plugin entries, remark plugins, modules that import Node's own modules. */
  buildTimeModules: ReadonlySet<string>;
}

/** `plugins/<name>` for a module of plugins/, `src` for the site chrome, undefined for anything else. */
export function partOf(file: string): string | undefined {
  const plugin = /^plugins\/([^/]+)\//.exec(file);
  if (plugin) return `plugins/${plugin[1]}`;
  return file.startsWith('src/') ? 'src' : undefined;
}

/** Browser code: the chrome's React pieces and routes, and the plugins' theme components and client modules. */
export function isBrowserCode(file: string): boolean {
  return /^src\/(theme|components|pages)\//.test(file) || /^plugins\/.+\/(theme|defaultLocaleTheme|client)\//.test(file);
}

const CHROME_REACT = /^src\/(components|theme|pages)\//;

function describe(edge: ImportEdge): string {
  return `${edge.from} imports ${edge.to} (${edge.typeOnly ? 'types, ' : ''}'${edge.specifier}')`;
}

/** The edges that break a rule, one sentence each. */
export function layoutViolations(edges: readonly ImportEdge[], layout: Layout): string[] {
  const isInfrastructure = (part: string | undefined) => part !== undefined && layout.infrastructure.includes(part);
  const isFeature = (part: string | undefined) => part !== undefined && part.startsWith('plugins/') && !isInfrastructure(part);
  const violations: string[] = [];
  for (const edge of edges) {
    const from = partOf(edge.from);
    const to = partOf(edge.to);
    if (from === undefined || to === undefined) continue;
    if (from !== to && edge.via === 'path') {
      if (from === 'src' && isFeature(to)) {
        violations.push(`${describe(edge)}: the chrome reaches a feature only through the @theme/… components the feature offers.`);
      } else if (isInfrastructure(from) && isFeature(to)) {
        violations.push(`${describe(edge)}: infrastructure every part uses must not depend on a feature.`);
      } else if (isFeature(from) && isFeature(to) && !layout.publicModules.get(to)?.has(edge.to)) {
        violations.push(
          `${describe(edge)}: a feature reaches another only through its @theme/… components or a module its README names as public.`,
        );
      } else if (from.startsWith('plugins/') && CHROME_REACT.test(edge.to)) {
        violations.push(`${describe(edge)}: a plugin uses the chrome's components only as the @theme/… components it offers.`);
      }
    }
    if (edge.from.startsWith('src/data/') && !edge.to.startsWith('src/data/') && !edge.typeOnly) {
      violations.push(`${describe(edge)}: src/data holds facts and imports no logic.`);
    }
    if (isBrowserCode(edge.from) && layout.buildTimeModules.has(edge.to)) {
      violations.push(`${describe(edge)}: browser code never imports build-time code; types both use belong in a module of their own.`);
    }
  }
  return violations;
}

/** Each import cycle once, as `a → b → a`, starting from its first module in the edges' order. */
export function importCycles(edges: readonly ImportEdge[]): string[] {
  const targets = new Map<string, string[]>();
  for (const { from, to } of edges) targets.set(from, [...(targets.get(from) ?? []), to]);
  const cycles: string[] = [];
  const state = new Map<string, 'open' | 'done'>();
  const visit = (file: string, trail: string[]) => {
    if (state.get(file) === 'done') return;
    if (state.get(file) === 'open') {
      cycles.push([...trail.slice(trail.indexOf(file)), file].join(' → '));
      return;
    }
    state.set(file, 'open');
    for (const target of targets.get(file) ?? []) visit(target, [...trail, file]);
    state.set(file, 'done');
  };
  for (const file of targets.keys()) visit(file, []);
  return cycles;
}
