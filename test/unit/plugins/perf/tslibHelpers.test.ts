import fs from 'node:fs';
import path from 'node:path';
import { HELPERS_MODULE, PROVIDED_HELPERS, helpersFor } from '@site/plugins/perf/tslib-helpers';

const utilsCommonLib = path.dirname(require.resolve('@docusaurus/utils-common'));

describe('tslib-helpers plugin', () => {
  it("swaps utils-common's tslib import for the module of the helpers it uses", () => {
    expect(helpersFor('tslib', utilsCommonLib)).toBe(HELPERS_MODULE);
    expect(fs.existsSync(HELPERS_MODULE)).toBe(true);
  });

  it('leaves tslib imports from anywhere else alone, the helpers module itself included', () => {
    expect(helpersFor('tslib', path.dirname(require.resolve('@docusaurus/theme-common')))).toBeUndefined();
    expect(helpersFor('tslib', path.dirname(HELPERS_MODULE))).toBeUndefined();
    expect(helpersFor('tslib/tslib.es6.mjs', utilsCommonLib)).toBeUndefined();
  });

  it('provides every helper the installed utils-common uses (fails after an upgrade uses another)', () => {
    const used = new Set<string>();
    for (const file of fs.readdirSync(utilsCommonLib).filter((name) => name.endsWith('.js'))) {
      for (const [, helper] of fs.readFileSync(path.join(utilsCommonLib, file), 'utf8').matchAll(/tslib_\d+\.(__\w+)/g)) {
        used.add(helper as string);
      }
    }
    expect(used.size).toBeGreaterThan(0);
    expect([...used].filter((helper) => !PROVIDED_HELPERS.includes(helper))).toEqual([]);
    const helpersSource = fs.readFileSync(HELPERS_MODULE, 'utf8');
    PROVIDED_HELPERS.forEach((helper) => expect(helpersSource).toMatch(new RegExp(`export \\{[^}]*\\b${helper}\\b[^}]*\\} from 'tslib'`)));
  });
});
