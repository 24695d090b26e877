import fs from 'node:fs';
import path from 'node:path';
import { WRAPPER, wrapperFor } from '@site/plugins/perf/emotion-layer-blocks';
import { LayerBlockStyleSheet, splitLayerBlock } from '@site/plugins/perf/emotion-layer-blocks/layerBlockSheet';

// Every build of the package sits in dist/, the browser's ES module among them.
const emotionCacheDir = path.dirname(require.resolve('@emotion/cache'));

describe('emotion-layer-blocks plugin', () => {
  it("swaps @emotion/cache's import of the StyleSheet for the wrapper, and no one else's", () => {
    expect(wrapperFor('@emotion/sheet', emotionCacheDir)).toBe(WRAPPER);
    expect(fs.existsSync(WRAPPER)).toBe(true);
    expect(wrapperFor('@emotion/sheet', path.dirname(WRAPPER))).toBeUndefined();
    expect(wrapperFor('@emotion/utils', emotionCacheDir)).toBeUndefined();
  });

  it('finds the import where the installed Emotion has it (fails after an upgrade moves it)', () => {
    const cache = fs.readFileSync(path.join(emotionCacheDir, 'emotion-cache.browser.esm.js'), 'utf8');
    expect(cache).toMatch(/import \{ StyleSheet \} from '@emotion\/sheet';/);
  });
});

describe('a rule written in a layer block', () => {
  it('is split into its layer and its inside', () => {
    expect(splitLayerBlock('@layer mui{.css-1{color:red}}')).toEqual({ layer: 'mui', inner: '.css-1{color:red}' });
    expect(splitLayerBlock('@layer mui{@media (min-width:600px){.css-1{color:red}}}')).toEqual({
      layer: 'mui',
      inner: '@media (min-width:600px){.css-1{color:red}}',
    });
  });

  it('is not split when it is something else', () => {
    expect(splitLayerBlock('.css-1{color:red}')).toBeNull();
    expect(splitLayerBlock('@layer mui, utilities;')).toBeNull();
    expect(splitLayerBlock('@layer mui{}')).toBeNull();
  });
});

/** A layer block as the browser gives it: the rules inserted into it, in order. */
class FakeLayerBlockRule {
  cssRules: string[] = [];
  constructor(readonly name: string) {}
  insertRule(rule: string, index: number): number {
    if (rule.includes('::-moz-')) throw new SyntaxError(`Failed to parse the rule '${rule}'.`);
    this.cssRules.splice(index, 0, rule);
    return index;
  }
}

describe('the style sheet', () => {
  const original = (globalThis as { CSSLayerBlockRule?: unknown }).CSSLayerBlockRule;
  beforeAll(() => {
    (globalThis as { CSSLayerBlockRule?: unknown }).CSSLayerBlockRule = FakeLayerBlockRule;
  });
  afterAll(() => {
    (globalThis as { CSSLayerBlockRule?: unknown }).CSSLayerBlockRule = original;
  });

  /** A sheet in Emotion's production mode whose style tag holds `rules` (the browser's CSSOM, faked). */
  function sheetWith(rules: unknown[]): { sheet: LayerBlockStyleSheet; rules: unknown[] } {
    const sheet = new LayerBlockStyleSheet({ key: 'css', container: document.head, speedy: true });
    const tag = document.createElement('style');
    Object.defineProperty(tag, 'sheet', {
      value: {
        cssRules: rules,
        insertRule: (rule: string, index: number) => {
          rules.splice(index, 0, rule);
          return index;
        },
      },
    });
    sheet.hydrate([tag]);
    sheet.ctr = 1;
    return { sheet, rules };
  }

  it('adds a layered rule inside the layer block its tag ends with', () => {
    const block = new FakeLayerBlockRule('mui');
    const { sheet, rules } = sheetWith([block]);
    sheet.insert('@layer mui{.css-1{color:red}}');
    sheet.insert('@layer mui{.css-2{color:blue}}');
    expect(rules).toEqual([block]);
    expect(block.cssRules).toEqual(['.css-1{color:red}', '.css-2{color:blue}']);
    expect(sheet.ctr).toBe(3);
  });

  it('leaves out a rule the browser refuses, as it would drop it from a block of its own', () => {
    const block = new FakeLayerBlockRule('mui');
    const { sheet, rules } = sheetWith([block]);
    sheet.insert('@layer mui{.css-1::-moz-focus-inner{border-style:none}}');
    sheet.insert('@layer mui{.css-1:hover{color:blue}}');
    expect(rules).toEqual([block]);
    expect(block.cssRules).toEqual(['.css-1:hover{color:blue}']);
  });

  it('adds the rule as Emotion does when the tag ends with another rule or another layer', () => {
    const { sheet, rules } = sheetWith([new FakeLayerBlockRule('mui'), '.plain{}']);
    sheet.insert('@layer mui{.css-1{color:red}}');
    expect(rules.at(-1)).toBe('@layer mui{.css-1{color:red}}');
    const other = sheetWith([new FakeLayerBlockRule('utilities')]);
    other.sheet.insert('@layer mui{.css-1{color:red}}');
    expect(other.rules.at(-1)).toBe('@layer mui{.css-1{color:red}}');
  });
});
