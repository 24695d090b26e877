import path from 'node:path';
import { PERF_TRICKS, enabledPerfTricks, perfSetup } from '@site/plugins/perf';

describe('X_DOCS_PERF', () => {
  it('turns every trick on when unset or "on"', () => {
    expect([...enabledPerfTricks(undefined)]).toEqual([...PERF_TRICKS]);
    expect([...enabledPerfTricks('on')]).toEqual([...PERF_TRICKS]);
  });

  it('turns every trick off with "off"', () => {
    expect(enabledPerfTricks('off').size).toBe(0);
  });

  it('turns the named tricks off with "off:<trick>,<trick>"', () => {
    const tricks = enabledPerfTricks('off:compile-hints, idle-prefetch');
    expect(tricks.has('compile-hints')).toBe(false);
    expect(tricks.has('idle-prefetch')).toBe(false);
    expect(tricks.size).toBe(PERF_TRICKS.length - 2);
  });

  it('names the tricks when a value is not understood', () => {
    expect(() => enabledPerfTricks('of')).toThrow('X_DOCS_PERF must be "on", "off" or "off:<trick>,<trick>", not "of".');
    expect(() => enabledPerfTricks('off:compile-hint')).toThrow(
      `names no trick called "compile-hint"; the tricks are ${PERF_TRICKS.join(', ')}.`,
    );
  });
});

describe('the site with the tricks on or off', () => {
  it('uses the preset docs plugin and no trick plugin when all are off', () => {
    expect(perfSetup(enabledPerfTricks('off'))).toEqual({
      docsPlugin: '@docusaurus/plugin-content-docs',
      plugins: [],
    });
  });

  it('adds the plugin of each trick that has one', () => {
    const setup = perfSetup(enabledPerfTricks('off:idle-prefetch'));
    const names = setup.plugins.map((plugin) => path.basename(path.dirname(plugin as string)));
    expect(names).toContain('compile-hints');
    expect(names).toContain('prism-on-demand');
    expect(names).not.toContain('idle-prefetch');
    expect(path.basename(path.dirname(setup.docsPlugin))).toBe('docs-version-data');
  });
});
