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
function fakeSheet(isSpeedy = true, { layersSupported = true } = {}) {
  const ownerNode = { isConnected: true };
  const tag: { sheet: { cssRules: FakeRule[]; ownerNode: { isConnected: boolean } } } = { sheet: { cssRules: [], ownerNode } };
  const inserted: string[] = [];
  const sheet = {
    isSpeedy,
    key: 'css',
    nonce: 'n0nce',
    container: document.head,
    tags: [tag],
    insert(rule: string) {
      inserted.push(rule);
      if (rule.startsWith('@layer') && !layersSupported) return;
      tag.sheet.cssRules.push(new FakeRule(rule, tag.sheet));
    },
  };
  return { sheet, tag, ownerNode, inserted };
}

/** A cache whose `insert` writes each line of the serialized styles with the sheet it is given, as Emotion's does. */
function fakeCache(isSpeedy = true, options: { layersSupported?: boolean } = {}) {
  const own = fakeSheet(isSpeedy, options);
  const cache = {
    sheet: own.sheet,
    insert(_selector: string, serialized: { styles: string }, sheet: { insert(rule: string): void }) {
      for (const rule of serialized.styles.split('\n')) sheet.insert(rule);
    },
  };
  const write = (...rules: string[]) => cache.insert('', { styles: rules.join('\n') }, cache.sheet);
  return { ...own, cache: cache as unknown as EmotionCache, write };
}

describe('insertIntoOneLayerBlock', () => {
  it('puts every wrapped rule into one layer block, in the order they come', () => {
    const { cache, tag, inserted, write } = fakeCache();
    insertIntoOneLayerBlock(cache, 'mui');
    write('@layer mui{.css-a{color:red;}}');
    write('@layer mui{@media (min-width:600px){.css-a{color:blue;}}}');
    expect(inserted).toEqual(['@layer mui{}']);
    expect(tag.sheet.cssRules.map((rule) => rule.cssText)).toEqual(['@layer mui{}']);
    expect(tag.sheet.cssRules[0]?.cssRules.map((rule) => rule.cssText)).toEqual([
      '.css-a{color:red;}',
      '@media (min-width:600px){.css-a{color:blue;}}',
    ]);
  });

  it('inserts a rule that is not wrapped as Emotion does, and drops one the block refuses, as Emotion would', () => {
    const { cache, tag, inserted, write } = fakeCache();
    insertIntoOneLayerBlock(cache, 'mui');
    write('@layer theme,mui;');
    write('@layer mui{.css-b:-moz-focusring{outline:0;}}');
    expect(inserted).toEqual(['@layer theme,mui;', '@layer mui{}']);
    expect(tag.sheet.cssRules[1]?.cssRules).toEqual([]);
  });

  it("gives each of the cache's sheets a block of its own (a global style's sheet beside the cache's)", () => {
    const { cache, tag } = fakeCache();
    const global = fakeSheet();
    insertIntoOneLayerBlock(cache, 'mui');
    cache.insert(
      '',
      { name: 'global', styles: '@layer mui{.mui-global{margin:0;}}' },
      global.sheet as unknown as EmotionCache['sheet'],
      false,
    );
    cache.insert('', { name: 'a', styles: '@layer mui{.css-a{color:red;}}' }, cache.sheet, true);
    expect(global.inserted).toEqual(['@layer mui{}']);
    expect(global.tag.sheet.cssRules[0]?.cssRules.map((rule) => rule.cssText)).toEqual(['.mui-global{margin:0;}']);
    expect(tag.sheet.cssRules[0]?.cssRules.map((rule) => rule.cssText)).toEqual(['.css-a{color:red;}']);
  });

  it('puts keyframes into a style sheet of their own, without layers, and the rules beside them into the block', () => {
    document.head.innerHTML = '';
    const { cache, tag, inserted, write } = fakeCache();
    insertIntoOneLayerBlock(cache, 'mui');
    write(
      '@layer mui{.css-r{animation:enter 550ms;}}',
      '@layer mui{@-webkit-keyframes enter{0%{opacity:0.1;}100%{opacity:0.5;}}}',
      '@layer mui{@keyframes enter{0%{opacity:0.1;}100%{opacity:0.5;}}}',
    );
    write('@layer mui{@keyframes exit{0%{opacity:1;}100%{opacity:0;}}}');
    expect(inserted).toEqual(['@layer mui{}']);
    expect(tag.sheet.cssRules[0]?.cssRules.map((rule) => rule.cssText)).toEqual(['.css-r{animation:enter 550ms;}']);
    const tags = document.head.querySelectorAll('style');
    expect(tags).toHaveLength(1);
    expect(tags[0]?.dataset.emotionKeyframes).toBe('css');
    expect(tags[0]?.getAttribute('nonce')).toBe('n0nce');
    const names = [...(tags[0]?.sheet?.cssRules ?? [])].map((rule) => (rule as CSSKeyframesRule).name);
    expect(names).toEqual(expect.arrayContaining(['enter', 'exit']));
    expect([...(tags[0]?.sheet?.cssRules ?? [])].some((rule) => rule.cssText.includes('@layer'))).toBe(false);
  });

  it('makes a new block once the old one has left the page (a flushed sheet)', () => {
    const { cache, tag, ownerNode, write } = fakeCache();
    insertIntoOneLayerBlock(cache, 'mui');
    write('@layer mui{.css-a{color:red;}}');
    ownerNode.isConnected = false;
    tag.sheet = { cssRules: [], ownerNode: { isConnected: true } };
    write('@layer mui{.css-c{color:green;}}');
    expect(tag.sheet.cssRules.map((rule) => rule.cssText)).toEqual(['@layer mui{}']);
    expect(tag.sheet.cssRules[0]?.cssRules.map((rule) => rule.cssText)).toEqual(['.css-c{color:green;}']);
  });

  it("leaves Emotion's development mode, and a browser without layers in its CSSOM, as they are", () => {
    const development = fakeCache(false);
    insertIntoOneLayerBlock(development.cache, 'mui');
    development.write('@layer mui{.css-a{color:red;}}');
    expect(development.inserted).toEqual(['@layer mui{.css-a{color:red;}}']);

    const noLayers = fakeCache(true, { layersSupported: false });
    insertIntoOneLayerBlock(noLayers.cache, 'mui');
    noLayers.write('@layer mui{.css-a{color:red;}}');
    noLayers.write('@layer mui{.css-b{color:blue;}}');
    expect(noLayers.inserted).toEqual(['@layer mui{}', '@layer mui{.css-a{color:red;}}', '@layer mui{.css-b{color:blue;}}']);
  });
});
