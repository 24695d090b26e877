/** @jest-environment node */
/**
 * The layout's rules (plugins/README.md, "Rules") on the site's real import graph, `@theme/…` imports included.
 */
import fs from 'node:fs';
import path from 'node:path';
import { siteDir } from '../unit/themeAliases.cjs';
import { siteImportGraph } from './importGraph';
import { importCycles, layoutViolations, partOf, type Layout } from './layoutRules';

/** Shared by every part (plugins/README.md, "Infrastructure"). */
const INFRASTRUCTURE = ['plugins/translations', 'plugins/assets', 'plugins/mdx'];

/** The modules a feature's README lists under its "Public modules" heading, as paths from the site folder. */
function publicModulesOf(feature: string): Set<string> {
  const readme = path.join(siteDir, feature, 'README.md');
  if (!fs.existsSync(readme)) return new Set();
  const section = /^#+ Public modules\n([\s\S]*?)(?=^#|(?![\s\S]))/m.exec(fs.readFileSync(readme, 'utf8'))?.[1] ?? '';
  return new Set([...section.matchAll(/^- `([^`]+)`/gm)].map((match) => `${feature}/${match[1]}`));
}

const graph = siteImportGraph();
const edges = [...graph.values()].flatMap((module) => module.edges);
const features = [...new Set([...graph.keys()].map(partOf))].filter(
  (part): part is string => part !== undefined && part.startsWith('plugins/') && !INFRASTRUCTURE.includes(part),
);
const layout: Layout = {
  infrastructure: INFRASTRUCTURE,
  publicModules: new Map(features.map((feature) => [feature, publicModulesOf(feature)])),
  buildTimeModules: new Set(
    [...graph].flatMap(([file, { usesNode }]) =>
      usesNode || /^plugins\/(perf\/)?[^/]+\/index\.ts$/.test(file) || /(^|\/)remark[A-Z]\w*\.ts$/.test(file) ? [file] : [],
    ),
  ),
};

describe('the folder layout', () => {
  it('keeps every import within the rules', () => {
    expect(layoutViolations(edges, layout)).toEqual([]);
  });

  it('has no import cycle', () => {
    expect(importCycles(edges)).toEqual([]);
  });

  it('names only modules that exist as public', () => {
    const named = [...layout.publicModules.values()].flatMap((modules) => [...modules]);
    expect(named.filter((file) => !graph.has(file))).toEqual([]);
  });

  it('reads theme imports as the bundler resolves them (the docs page wrapper mounts the feedback widget)', () => {
    expect(edges).toContainEqual(
      expect.objectContaining({
        from: 'src/theme/DocItem/Content/index.tsx',
        to: 'plugins/analytics/theme/PageFeedback/index.tsx',
        via: 'theme',
      }),
    );
  });

  it('reads path imports (a module known to import the registry) and tells build-time modules', () => {
    expect(graph.get('src/lib/products.ts')?.edges.map((edge) => edge.to)).toContain('src/data/products.ts');
    expect(layout.buildTimeModules).toContain('plugins/demos/remarkDemos.ts');
  });
});
