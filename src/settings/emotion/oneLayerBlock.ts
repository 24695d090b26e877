import type { EmotionCache } from '@emotion/cache';
import { layerBlockNamed, type LayerBlockRule } from '../../lib/styleSheetRules';
import { asNestedStyleRules, browserRuleParser, type ParseRules } from './nestedConditions';

type EmotionSheet = EmotionCache['sheet'];

/** What this module uses of a CSSOM `@layer` block rule. */
interface LayerBlock extends LayerBlockRule {
  parentStyleSheet: { ownerNode: Node | null } | null;
}

/** Emotion's keyframes, with and without the vendor prefix. */
const KEYFRAMES = /^@(?:-webkit-)?keyframes\s/;

/** A style tag appended to the sheet's container (the page's head), marked with `attribute` and the sheet's nonce. */
function appendedStyleTag(sheet: EmotionSheet, attribute: string): HTMLStyleElement {
  const tag = (sheet.container.ownerDocument ?? document).createElement('style');
  tag.setAttribute(attribute, sheet.key);
  if (sheet.nonce) tag.setAttribute('nonce', sheet.nonce);
  sheet.container.appendChild(tag);
  return tag;
}

/**
 * The tag of the cache's own block: a style tag as Emotion writes one, but appended to the page's head and made the
 * sheet's last tag, where Emotion's next tags follow it. Chromium takes a new style sheet with a layer after the
 * others in its stride; inserted before another sheet, as Emotion inserts its first tag (after the insertion point, so
 * before the site's stylesheets), it rebuilds the cascade layers and recomputes the fonts, and the whole page is laid
 * out again.
 */
function blockTag(sheet: EmotionSheet): HTMLStyleElement {
  const tag = appendedStyleTag(sheet, 'data-emotion');
  sheet.tags.push(tag);
  return tag;
}

/** The `@layer <layer>{}` block just written at the end of `rules`, or null where the browser did not keep it. */
function newBlockIn(rules: CSSRuleList | undefined, layer: string): LayerBlock | null {
  const block = layerBlockNamed<LayerBlock>(rules?.[rules.length - 1], layer);
  return block?.cssRules.length === 0 ? block : null;
}

/**
 * Makes `sheet` insert each `@layer <layer>{…}` rule into one block of that layer, but keyframes into a sheet without
 * layers, in a tag of their own (Emotion names keyframes by their content, so no layer is needed to order them). With
 * `appendBlock` (the cache's own sheet) the block is in a tag of its own at the end of the page's head (`blockTag`);
 * a global styles' sheet keeps its block where Emotion puts its tags, before the cache's, so that components still win
 * over global styles.
 */
function insertWrappedRulesIntoOneBlock(sheet: EmotionSheet, layer: string, appendBlock: boolean, parse: ParseRules | null): void {
  if (!sheet.isSpeedy) return;
  const prefix = `@layer ${layer}{`;
  const insertAsEmotionDoes = sheet.insert.bind(sheet);
  let block: LayerBlock | null = null;
  let unsupported = false;
  let keyframes: HTMLStyleElement | null = null;

  /** The block, created the first time and again after the sheet is flushed. */
  function layerBlock(): LayerBlock | null {
    if (unsupported) return null;
    if (block?.parentStyleSheet?.ownerNode?.isConnected) return block;
    if (appendBlock) {
      const tag = blockTag(sheet);
      try {
        tag.sheet?.insertRule(`${prefix}}`, 0);
      } catch {
        // No cascade layers in this browser's CSSOM: handled below.
      }
      block = newBlockIn(tag.sheet?.cssRules, layer);
    } else {
      insertAsEmotionDoes(`${prefix}}`);
      block = newBlockIn(sheet.tags[sheet.tags.length - 1]?.sheet?.cssRules, layer);
    }
    // A browser without cascade layers in its CSSOM: every rule goes the way Emotion inserts it.
    unsupported = block === null;
    return block;
  }

  sheet.insert = (rule: string) => {
    const wrapped = rule.startsWith(prefix) && rule.endsWith('}');
    const inner = wrapped ? rule.slice(prefix.length, -1) : rule;
    if (wrapped && KEYFRAMES.test(inner)) {
      keyframes = keyframes?.isConnected ? keyframes : appendedStyleTag(sheet, 'data-emotion-keyframes');
      try {
        keyframes.sheet?.insertRule(inner, keyframes.sheet.cssRules.length);
      } catch {
        // A prefixed form this browser does not know: Emotion drops such a rule too.
      }
      return;
    }
    const target = wrapped ? layerBlock() : null;
    if (!target) {
      insertAsEmotionDoes(rule);
      return;
    }
    for (const styleRule of (parse && asNestedStyleRules(inner, parse)) ?? [inner]) {
      try {
        target.insertRule(styleRule, target.cssRules.length);
      } catch {
        // A selector this browser does not know (`::-moz-placeholder`): Emotion drops such a rule too. Inserted
        // wrapped, it would leave an empty layer rule, and with it the whole page to restyle.
      }
    }
  };
}

/**
 * Makes the browser's Emotion cache insert its rules into one `@layer <layer>{}` block per style sheet (the cache's
 * own and each global styles' sheet) instead of one wrapped rule at a time. Emotion inserts each rule on its own, and
 * `layerPlugin` wraps it in `@layer <layer>{…}`: to Chromium each such insertion is a new cascade layer statement,
 * after which it restyles and lays out the whole page and recomputes its fonts (about 50 ms at 4× CPU on a text page,
 * several times when the first component of a kind shows). A style rule inserted into a layer block that already
 * exists costs what an unlayered rule costs. Any other rule inserted into a sheet with a layer (`@keyframes`,
 * `@media`) still costs a whole restyle and layout with the fonts recomputed: about 60 ms at 4× CPU when a demo's
 * first ripple inserts its keyframes on a press, about 120 ms when the first buttons of a kind (their
 * `@media (hover: none)` rule) show at a click on the Data Grid page. Keyframes therefore go to a sheet without
 * layers, where they cost what a style rule costs, and `@media` and `@supports` rules go into the block as style
 * rules with the condition nested in them (nestedConditions.ts), where the browser nests CSS. The cache's own block
 * is in a style tag at the end of the page's head (`blockTag` says why).
 *
 * Only sheets in Emotion's fast mode (production, rules inserted through the CSSOM) are changed; the development mode
 * keeps a style tag per rule, which the browser's tools can edit.
 */
export function insertIntoOneLayerBlock(cache: EmotionCache, layer: string, parse: ParseRules | null = browserRuleParser()): void {
  const changed = new WeakSet<EmotionSheet>();
  const insert = cache.insert;
  cache.insert = (selector, serialized, sheet, shouldCache) => {
    if (!changed.has(sheet)) {
      changed.add(sheet);
      insertWrappedRulesIntoOneBlock(sheet, layer, sheet === cache.sheet, parse);
    }
    return insert(selector, serialized, sheet, shouldCache);
  };
}
