/** @jest-environment node */
import { importCycles, layoutViolations, type ImportEdge, type Layout } from './layoutRules';

const layout: Layout = {
  infrastructure: ['plugins/translations', 'plugins/mdx'],
  publicModules: new Map([['plugins/offline', new Set(['plugins/offline/unsavedWork.ts'])]]),
  buildTimeModules: new Set(['plugins/demos/remarkDemos.ts']),
};

const edge = (from: string, to: string, via: ImportEdge['via'] = 'path', typeOnly = false): ImportEdge => ({
  from,
  to,
  via,
  specifier: via === 'theme' ? '@theme/…' : './…',
  typeOnly,
});

describe('the layout rules', () => {
  it('let the chrome mount a feature through its theme component, not by its path', () => {
    expect(layoutViolations([edge('src/theme/Root.tsx', 'plugins/ads/theme/AdSlot/index.tsx', 'theme')], layout)).toEqual([]);
    expect(layoutViolations([edge('src/theme/Root.tsx', 'plugins/ads/theme/AdSlot/index.tsx')], layout)).toEqual([
      expect.stringContaining('the chrome reaches a feature only through the @theme/… components the feature offers'),
    ]);
  });

  it("keep a feature out of another's internals, its public modules and theme components aside", () => {
    const fine = [
      edge('plugins/demos/theme/Demo/index.tsx', 'plugins/offline/unsavedWork.ts'),
      edge('plugins/ads/theme/AdSlot/index.tsx', 'plugins/analytics/theme/Analytics/sendAdEvent.ts', 'theme'),
    ];
    expect(layoutViolations(fine, layout)).toEqual([]);
    expect(layoutViolations([edge('plugins/ads/theme/AdSlot/index.tsx', 'plugins/analytics/gtag.ts')], layout)).toEqual([
      expect.stringContaining('plugins/ads/theme/AdSlot/index.tsx imports plugins/analytics/gtag.ts'),
    ]);
  });

  it('let every part use the infrastructure, which depends on no feature', () => {
    const fine = [
      edge('src/theme/Root.tsx', 'plugins/translations/theme/Translations/index.ts'),
      edge('plugins/llms-txt/index.ts', 'plugins/mdx/demoBaseDir.ts'),
    ];
    expect(layoutViolations(fine, layout)).toEqual([]);
    expect(layoutViolations([edge('plugins/mdx/esm.ts', 'plugins/demos/preview.ts')], layout)).toEqual([
      expect.stringContaining('infrastructure every part uses must not depend on a feature'),
    ]);
  });

  it("keep plugins off the chrome's components by path, not off its pure modules", () => {
    expect(layoutViolations([edge('plugins/demos/theme/Demo/index.tsx', 'src/lib/preferences.ts')], layout)).toEqual([]);
    expect(layoutViolations([edge('plugins/demos/theme/Demo/index.tsx', 'src/components/SettingsButton/index.tsx')], layout)).toEqual([
      expect.stringContaining("a plugin uses the chrome's components only as the @theme/… components it offers"),
    ]);
  });

  it('keep logic out of src/data, types aside', () => {
    expect(layoutViolations([edge('src/data/pageTitles.ts', 'src/lib/corePages.ts', 'path', true)], layout)).toEqual([]);
    expect(layoutViolations([edge('src/data/pages.ts', 'src/lib/pageTree.ts')], layout)).toEqual([
      expect.stringContaining('src/data holds facts and imports no logic'),
    ]);
  });

  it('keep browser code from build-time modules, even for types', () => {
    expect(
      layoutViolations([edge('plugins/demos/theme/Demo/useDemoSources.ts', 'plugins/demos/remarkDemos.ts', 'path', true)], layout),
    ).toEqual([expect.stringContaining('browser code never imports build-time code')]);
  });
});

describe('importCycles', () => {
  it('finds a cycle, type imports included, and none in a tree', () => {
    const tree = [edge('a.ts', 'b.ts'), edge('a.ts', 'c.ts'), edge('b.ts', 'c.ts')];
    expect(importCycles(tree)).toEqual([]);
    expect(importCycles([...tree, edge('c.ts', 'a.ts', 'path', true)])).toEqual(['a.ts → b.ts → c.ts → a.ts']);
  });
});
