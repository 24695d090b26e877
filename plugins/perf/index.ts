/**
 * The performance tricks: each patches Docusaurus, a package or the bundler's
 * output to save something `npm run bench -- --perf` measures (README.md lists
 * each with its saving, the internal it touches and when to delete it).
 *
 * `X_DOCS_PERF` decides which are on:
 * - unset or `on`: all of them;
 * - `off`: none, the site as Docusaurus builds it (it passes every e2e suite
 *   but perf.e2e, which checks the tricks themselves);
 * - `off:<trick>,<trick>`: all but those, which is how the bench measures each one.
 */
import path from 'node:path';
import type { PluginConfig } from '@docusaurus/types';
import tricks from './tricks.json';

/** One trick: whether it is a Docusaurus plugin (`<name>/index.ts`), the figure it is kept for and the bench pages that show it. */
export interface PerfTrickEntry {
  name: string;
  plugin: boolean;
  /**
   * First-load JS (gzip); mobile Lighthouse's total blocking time, first contentful paint or time to interactive;
   * or the worst interaction delay of `npm run bench -- --interactions` (`inp`).
   */
  target: 'js' | 'tbt' | 'fcp' | 'tti' | 'inp';
  pages: ('text' | 'grid' | 'api')[];
}

/** The tricks, in the order the README lists them (`tricks.json` is also read by `npm run bench -- --perf`). */
export const PERF_TRICK_ENTRIES = tricks as PerfTrickEntry[];
export const PERF_TRICKS = PERF_TRICK_ENTRIES.map((trick) => trick.name);
/** The tricks an `X_DOCS_PERF` value turns on; a value naming no known trick throws, listing the tricks. */
export function enabledPerfTricks(setting: string | undefined): ReadonlySet<string> {
  const value = (setting ?? '').trim();
  if (value === '' || value === 'on') return new Set(PERF_TRICKS);
  if (value === 'off') return new Set();
  const without = /^off:(.+)$/.exec(value)?.[1];
  if (without === undefined) {
    throw new Error(`X_DOCS_PERF must be "on", "off" or "off:<trick>,<trick>", not "${value}".`);
  }
  const names = without.split(',').map((name) => name.trim());
  const unknown = names.filter((name) => !PERF_TRICKS.includes(name));
  if (unknown.length > 0) {
    throw new Error(
      `X_DOCS_PERF names no trick called ${unknown.map((name) => `"${name}"`).join(', ')}; the tricks are ${PERF_TRICKS.join(', ')}.`,
    );
  }
  return new Set(PERF_TRICKS.filter((trick) => !names.includes(trick)));
}

export interface PerfSetup {
  /** The docs plugin to use: the preset's own, or the one whose version data leaves out what only doc cards read. */
  docsPlugin: string;
  /** The plugins of the tricks that are on. List them after every theme, so their theme components wrap the others'. */
  plugins: PluginConfig[];
}

export function perfSetup(enabled: ReadonlySet<string>): PerfSetup {
  return {
    docsPlugin: enabled.has('docs-version-data')
      ? path.join(__dirname, 'docs-version-data', 'index.ts')
      : '@docusaurus/plugin-content-docs',
    plugins: PERF_TRICK_ENTRIES.filter((trick) => trick.plugin && enabled.has(trick.name)).map((trick) =>
      path.join(__dirname, trick.name, 'index.ts'),
    ),
  };
}
