import type { EmotionCache } from '@emotion/cache';
import { insertIntoOneLayerBlock } from '../emotion/oneLayerBlock';

/** A CSSOM rule list as far as the module reads it: a `@layer` block keeps the rules inserted into it. */
class FakeRule {
  cssRules: FakeRule[] = [];
  parentStyleSheet: { ownerNode: { isConnected: boolean } } | null;
  constructor(
    readonly cssText: string,
    owner: { ownerNode: { isConnected: boolean } },
    readonly name = /^@layer ([\w-]+)\{\}$/.exec(cssText)?.[1],
  ) {
    this.parentStyleSheet = owner;
  }
  insertRule(rule: string, index: number): number {
    if (rule.includes(':-moz-')) throw new SyntaxError('Unknown pseudo-class');
    this.cssRules.splice(index, 0, new FakeRule(rule, this.parentStyleSheet ?? { ownerNode: { isConnected: true } }));
    return index;
  }
}

/** Emotion's sheet in its fast mode: each insertion appends to the last tag's rule list. */
function fakeCache(isSpeedy = true, { layersSupported = true } = {}) {
  const ownerNode = { isConnected: true };
  const tag: { sheet: { cssRules: FakeRule[]; ownerNode: { isConnected: boolean } } } = { sheet: { cssRules: [], ownerNode } };
  const inserted: string[] = [];
  const sheet = {
    isSpeedy,
    tags: [tag],
    insert(rule: string) {
      inserted.push(rule);
      if (rule.startsWith('@layer') && !layersSupported) return;
      tag.sheet.cssRules.push(new FakeRule(rule, tag.sheet));
    },
  };
  return { cache: { sheet } as unknown as EmotionCache, tag, ownerNode, inserted };
}

describe('insertIntoOneLayerBlock', () => {
  it('puts every wrapped rule into one layer block, in the order they come', () => {
    const { cache, tag, inserted } = fakeCache();
    insertIntoOneLayerBlock(cache, 'mui');
    cache.sheet.insert('@layer mui{.css-a{color:red;}}');
    cache.sheet.insert('@layer mui{@media (min-width:600px){.css-a{color:blue;}}}');
    expect(inserted).toEqual(['@layer mui{}']);
    expect(tag.sheet.cssRules.map((rule) => rule.cssText)).toEqual(['@layer mui{}']);
    expect(tag.sheet.cssRules[0]?.cssRules.map((rule) => rule.cssText)).toEqual([
      '.css-a{color:red;}',
      '@media (min-width:600px){.css-a{color:blue;}}',
    ]);
  });

  it('inserts a rule that is not wrapped, or that the block refuses, as Emotion does', () => {
    const { cache, inserted } = fakeCache();
    insertIntoOneLayerBlock(cache, 'mui');
    cache.sheet.insert('@layer theme,mui;');
    cache.sheet.insert('@layer mui{.css-b:-moz-focusring{outline:0;}}');
    expect(inserted).toEqual(['@layer theme,mui;', '@layer mui{}', '@layer mui{.css-b:-moz-focusring{outline:0;}}']);
  });

  it('makes a new block once the old one has left the page (a flushed sheet)', () => {
    const { cache, tag, ownerNode } = fakeCache();
    insertIntoOneLayerBlock(cache, 'mui');
    cache.sheet.insert('@layer mui{.css-a{color:red;}}');
    ownerNode.isConnected = false;
    tag.sheet = { cssRules: [], ownerNode: { isConnected: true } };
    cache.sheet.insert('@layer mui{.css-c{color:green;}}');
    expect(tag.sheet.cssRules.map((rule) => rule.cssText)).toEqual(['@layer mui{}']);
    expect(tag.sheet.cssRules[0]?.cssRules.map((rule) => rule.cssText)).toEqual(['.css-c{color:green;}']);
  });

  it("leaves Emotion's development mode, and a browser without layers in its CSSOM, as they are", () => {
    const development = fakeCache(false);
    insertIntoOneLayerBlock(development.cache, 'mui');
    development.cache.sheet.insert('@layer mui{.css-a{color:red;}}');
    expect(development.inserted).toEqual(['@layer mui{.css-a{color:red;}}']);

    const noLayers = fakeCache(true, { layersSupported: false });
    insertIntoOneLayerBlock(noLayers.cache, 'mui');
    noLayers.cache.sheet.insert('@layer mui{.css-a{color:red;}}');
    noLayers.cache.sheet.insert('@layer mui{.css-b{color:blue;}}');
    expect(noLayers.inserted).toEqual(['@layer mui{}', '@layer mui{.css-a{color:red;}}', '@layer mui{.css-b{color:blue;}}']);
  });
});
