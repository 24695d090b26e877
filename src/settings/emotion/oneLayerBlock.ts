import type { EmotionCache } from '@emotion/cache';

/** What this module uses of a CSSOM `@layer` block rule. */
interface RuleBlock {
  name: string;
  cssRules: { length: number };
  insertRule(rule: string, index: number): number;
  parentStyleSheet: { ownerNode: Node | null } | null;
}

/** Whether `rule` is an empty `@layer <layer>{}` block: the one just inserted, not a rule before it. */
function isNewLayerBlock(rule: unknown, layer: string): rule is RuleBlock {
  if (typeof rule !== 'object' || rule === null || !('insertRule' in rule && 'cssRules' in rule && 'name' in rule)) return false;
  const block = rule as RuleBlock;
  return block.name === layer && block.cssRules.length === 0;
}

/**
 * Makes the browser's Emotion cache insert its rules into one `@layer <layer>{}` block instead of one wrapped rule at a
 * time. Emotion inserts each rule on its own, and `layerPlugin` wraps it in `@layer <layer>{…}`: to Chromium each such
 * insertion is a new cascade layer statement, after which it restyles and lays out the whole page and recomputes its
 * fonts (about 50 ms at 4× CPU on a text page, twice when a button's ripple first shows). A plain rule inserted into a
 * layer block that already exists costs what an unlayered rule costs.
 *
 * Only Emotion's fast mode (production, rules inserted through the CSSOM) is changed; the development mode keeps a
 * style tag per rule, which the browser's tools can edit. A rule that is not wrapped, or that the block refuses, is
 * inserted as Emotion would, as is every rule where the block cannot be made.
 */
export function insertIntoOneLayerBlock(cache: EmotionCache, layer: string): void {
  const sheet = cache.sheet;
  if (!sheet.isSpeedy) return;
  const prefix = `@layer ${layer}{`;
  const insertAsEmotionDoes = sheet.insert.bind(sheet);
  let block: RuleBlock | null = null;
  let unsupported = false;

  /** The block, created in Emotion's current style tag the first time and again after the sheet is flushed. */
  function layerBlock(): RuleBlock | null {
    if (unsupported) return null;
    if (block?.parentStyleSheet?.ownerNode?.isConnected) return block;
    insertAsEmotionDoes(`${prefix}}`);
    const rules = sheet.tags[sheet.tags.length - 1]?.sheet?.cssRules;
    const last: unknown = rules?.[rules.length - 1];
    block = isNewLayerBlock(last, layer) ? last : null;
    // A browser without cascade layers in its CSSOM: every rule goes the way Emotion inserts it.
    unsupported = block === null;
    return block;
  }

  sheet.insert = (rule: string) => {
    const target = rule.startsWith(prefix) && rule.endsWith('}') ? layerBlock() : null;
    if (target) {
      try {
        target.insertRule(rule.slice(prefix.length, -1), target.cssRules.length);
        return;
      } catch {
        // A selector this browser does not know (another engine's prefix): Emotion's own insertion drops it too.
      }
    }
    insertAsEmotionDoes(rule);
  };
}
