import type { EmotionCache } from '@emotion/cache';
import { insertIntoOneLayerBlock } from '../emotion/oneLayerBlock';

/** A style tag as far as the module uses it: its attributes, whether it is in the page, and its sheet. */
class FakeTag {
  isConnected = false;
  readonly attributes = new Map<string, string>();
  readonly sheet: FakeRule;
  constructor() {
    this.sheet = new FakeRule('', { ownerNode: this });
  }
  setAttribute(name: string, value: string): void {
    this.attributes.set(name, value);
  }
}

/** A CSSOM rule list as far as the module reads it: a `@layer` block keeps the rules inserted into it. */
class FakeRule {
  cssRules: FakeRule[] = [];
  constructor(
    readonly cssText: string,
    readonly parentStyleSheet: { ownerNode: { isConnected: boolean } },
    readonly name = /^@layer ([\w-]+)\{\}$/.exec(cssText)?.[1],
  ) {}
  insertRule(rule: string, index: number): number {
    if (rule.includes(':-moz-') || (rule.startsWith('@layer') && !layersSupported)) throw new SyntaxError('Unknown rule');
    this.cssRules.splice(index, 0, new FakeRule(rule, this.parentStyleSheet));
    return index;
  }
}

let layersSupported = true;

/** The page's head: the tags appended to it, in order. */
const head = {
  children: [] as FakeTag[],
  ownerDocument: { createElement: () => new FakeTag() },
  appendChild(tag: FakeTag) {
    tag.isConnected = true;
    head.children.push(tag);
    return tag;
  },
};

beforeEach(() => {
  head.children = [];
  layersSupported = true;
});

/** Emotion's sheet in its fast mode: each insertion appends to the last tag's rule list. */
function fakeSheet(isSpeedy = true) {
  const tag = new FakeTag();
  tag.isConnected = true;
  const inserted: string[] = [];
  const sheet = {
    isSpeedy,
    key: 'css',
    nonce: 'n0nce',
    container: head,
    tags: [tag] as FakeTag[],
    insert(rule: string) {
      inserted.push(rule);
      if (rule.startsWith('@layer') && !layersSupported) return;
      sheet.tags[sheet.tags.length - 1]?.sheet.cssRules.push(new FakeRule(rule, tag.sheet.parentStyleSheet));
    },
  };
  return { sheet, tag, inserted };
}

/** A cache whose `insert` writes each line of the serialized styles with the sheet it is given, as Emotion's does. */
function fakeCache(isSpeedy = true) {
  const own = fakeSheet(isSpeedy);
  const cache = {
    sheet: own.sheet,
    insert(_selector: string, serialized: { styles: string }, sheet: { insert(rule: string): void }) {
      for (const rule of serialized.styles.split('\n')) sheet.insert(rule);
    },
  };
  const write = (...rules: string[]) => cache.insert('', { styles: rules.join('\n') }, cache.sheet);
  return { ...own, cache: cache as unknown as EmotionCache, write };
}

/** The tags appended to the head for `key`: Emotion's (`data-emotion`) or the keyframes' (`data-emotion-keyframes`). */
const appended = (attribute: string) => head.children.filter((tag) => tag.attributes.has(attribute));

/** The rules of the cache's own `@layer mui` block, in the tag appended to the head. */
const ownBlockRules = () =>
  appended('data-emotion')
    .at(-1)
    ?.sheet.cssRules[0]?.cssRules.map((rule) => rule.cssText);

describe('insertIntoOneLayerBlock', () => {
  it("puts every wrapped rule of the cache's own sheet into one layer block, in order, in a tag appended to the head", () => {
    const { cache, inserted, write } = fakeCache();
    // Without CSS nesting: an @media rule goes in as it is.
    insertIntoOneLayerBlock(cache, 'mui', null);
    write('@layer mui{.css-a{color:red;}}');
    write('@layer mui{@media (min-width:600px){.css-a{color:blue;}}}');
    expect(inserted).toEqual([]);
    const [tag] = appended('data-emotion');
    expect(head.children).toEqual([tag]);
    expect(Object.fromEntries(tag?.attributes ?? [])).toEqual({ 'data-emotion': 'css', nonce: 'n0nce' });
    expect(cache.sheet.tags.at(-1)).toBe(tag);
    expect(tag?.sheet.cssRules.map((rule) => rule.cssText)).toEqual(['@layer mui{}']);
    expect(ownBlockRules()).toEqual(['.css-a{color:red;}', '@media (min-width:600px){.css-a{color:blue;}}']);
  });

  it('inserts a rule that is not wrapped as Emotion does, and drops one the block refuses, as Emotion would', () => {
    const { cache, inserted, write } = fakeCache();
    insertIntoOneLayerBlock(cache, 'mui');
    write('@layer theme,mui;');
    write('@layer mui{.css-b:-moz-focusring{outline:0;}}');
    write('@layer mui{.css-a{color:red;}}');
    expect(inserted).toEqual(['@layer theme,mui;']);
    expect(ownBlockRules()).toEqual(['.css-a{color:red;}']);
  });

  it("gives a global style's sheet a block of its own where Emotion puts its tags, before the cache's", () => {
    const { cache } = fakeCache();
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
    expect(ownBlockRules()).toEqual(['.css-a{color:red;}']);
  });

  it('puts keyframes into a style sheet of their own, without layers, and the rules beside them into the block', () => {
    const { cache, inserted, write } = fakeCache();
    insertIntoOneLayerBlock(cache, 'mui');
    write(
      '@layer mui{.css-r{animation:enter 550ms;}}',
      '@layer mui{@-webkit-keyframes enter{0%{opacity:0.1;}100%{opacity:0.5;}}}',
      '@layer mui{@keyframes enter{0%{opacity:0.1;}100%{opacity:0.5;}}}',
    );
    write('@layer mui{@keyframes exit{0%{opacity:1;}100%{opacity:0;}}}');
    expect(inserted).toEqual([]);
    expect(ownBlockRules()).toEqual(['.css-r{animation:enter 550ms;}']);
    const keyframes = appended('data-emotion-keyframes');
    expect(keyframes).toHaveLength(1);
    expect(Object.fromEntries(keyframes[0]?.attributes ?? [])).toEqual({ 'data-emotion-keyframes': 'css', nonce: 'n0nce' });
    expect(keyframes[0]?.sheet.cssRules.map((rule) => rule.cssText)).toEqual([
      '@-webkit-keyframes enter{0%{opacity:0.1;}100%{opacity:0.5;}}',
      '@keyframes enter{0%{opacity:0.1;}100%{opacity:0.5;}}',
      '@keyframes exit{0%{opacity:1;}100%{opacity:0;}}',
    ]);
  });

  it('puts an @media rule into the block as style rules with the condition nested, where the browser nests CSS', () => {
    const { cache, write } = fakeCache();
    const parse = (css: string) =>
      css === '@media (hover: none){.css-a:hover{color:red;}}'
        ? [
            {
              cssText: '@media (hover: none) {\n  .css-a:hover { color: red; }\n}',
              cssRules: [{ cssText: '.css-a:hover { color: red; }', selectorText: '.css-a:hover', style: { cssText: 'color: red;' } }],
            },
          ]
        : null;
    insertIntoOneLayerBlock(cache, 'mui', parse);
    write('@layer mui{.css-a{color:blue;}}', '@layer mui{@media (hover: none){.css-a:hover{color:red;}}}');
    write('@layer mui{@media print{.css-a{color:black;}}}');
    expect(ownBlockRules()).toEqual([
      '.css-a{color:blue;}',
      '.css-a:hover{@media (hover: none){color: red;}}',
      // One the parser cannot read goes in as it is.
      '@media print{.css-a{color:black;}}',
    ]);
  });

  it('makes a new block once the old one has left the page (a flushed sheet)', () => {
    const { cache, write } = fakeCache();
    insertIntoOneLayerBlock(cache, 'mui');
    write('@layer mui{.css-a{color:red;}}');
    const [first] = appended('data-emotion');
    if (first) first.isConnected = false;
    write('@layer mui{.css-c{color:green;}}');
    expect(appended('data-emotion')).toHaveLength(2);
    expect(ownBlockRules()).toEqual(['.css-c{color:green;}']);
  });

  it("leaves Emotion's development mode, and a browser without layers in its CSSOM, as they are", () => {
    const development = fakeCache(false);
    insertIntoOneLayerBlock(development.cache, 'mui');
    development.write('@layer mui{.css-a{color:red;}}');
    expect(development.inserted).toEqual(['@layer mui{.css-a{color:red;}}']);

    layersSupported = false;
    const noLayers = fakeCache();
    insertIntoOneLayerBlock(noLayers.cache, 'mui');
    noLayers.write('@layer mui{.css-a{color:red;}}');
    noLayers.write('@layer mui{.css-b{color:blue;}}');
    expect(noLayers.inserted).toEqual(['@layer mui{.css-a{color:red;}}', '@layer mui{.css-b{color:blue;}}']);
  });
});
