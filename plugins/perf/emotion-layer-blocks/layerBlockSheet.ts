/**
 * Emotion's StyleSheet (see ./index.ts), except that a rule wrapped in `@layer <name>{…}` goes inside the `@layer
 * <name>` block its style tag ends with, when there is one, instead of being added as a new block. The block is the
 * sheet's last rule, so a rule added at its end has the place in the cascade a new block after it would have had.
 * Anything else (no block to join, Emotion's development mode, which writes text nodes) goes through Emotion's own
 * `insert`.
 */
import { StyleSheet } from '@emotion/sheet';

/** Rules per style tag in Emotion's fast (production) mode: a new tag starts after this many. */
const RULES_PER_TAG = 65000;

/** The layer name and the inside of a rule written as one `@layer <name>{…}` block, or null. */
export function splitLayerBlock(rule: string): { layer: string; inner: string } | null {
  const match = /^@layer ([\w-]+)\{/.exec(rule);
  const layer = match?.[1];
  if (!match || layer === undefined || !rule.endsWith('}')) return null;
  const inner = rule.slice(match[0].length, -1);
  return inner === '' ? null : { layer, inner };
}

function isLayerBlock(rule: CSSRule | undefined, layer: string): rule is CSSLayerBlockRule {
  return typeof CSSLayerBlockRule !== 'undefined' && rule instanceof CSSLayerBlockRule && rule.name === layer;
}

export class LayerBlockStyleSheet extends StyleSheet {
  insert(rule: string): void {
    const layered = this.isSpeedy && this.ctr % RULES_PER_TAG !== 0 ? splitLayerBlock(rule) : null;
    const sheet = layered ? this.tags.at(-1)?.sheet : null;
    const last = sheet?.cssRules[sheet.cssRules.length - 1];
    if (layered && isLayerBlock(last, layered.layer)) {
      try {
        last.insertRule(layered.inner, last.cssRules.length);
      } catch {
        // A rule this browser does not know (`::-moz-focus-inner` in Chromium): in a block of its own it would have
        // been dropped too, leaving an empty block whose insertion restyled the whole page.
      }
      this.ctr += 1;
      return;
    }
    super.insert(rule);
  }
}

export { LayerBlockStyleSheet as StyleSheet };
