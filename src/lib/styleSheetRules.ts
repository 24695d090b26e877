/** Whether this browser parses a style sheet's text in a sheet that is in no page (constructable style sheets). */
export function canParseStyleSheets(): boolean {
  return typeof CSSStyleSheet === 'function' && 'replaceSync' in CSSStyleSheet.prototype;
}

/** The rules of a style sheet's text, parsed by the browser in a sheet that styles nothing; null where it cannot. */
export function styleSheetRules(css: string): CSSRuleList | null {
  if (!canParseStyleSheets()) return null;
  try {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    return sheet.cssRules;
  } catch {
    return null;
  }
}

/** What the site reads of a CSSOM `@layer` block rule. */
export interface LayerBlockRule {
  name: string;
  cssRules: ArrayLike<unknown>;
  insertRule(rule: string, index: number): number;
}

/**
 * `rule` when it is a `@layer <name>{…}` block (`name` is '' for an anonymous block), else null. Read by its shape, so
 * that the tests' stand-ins for the browser's rules are read alike.
 */
export function layerBlockNamed<Block extends LayerBlockRule = LayerBlockRule>(rule: unknown, name: string): Block | null {
  if (typeof rule !== 'object' || rule === null || !('insertRule' in rule && 'cssRules' in rule && 'name' in rule)) return null;
  const block = rule as Block;
  return block.name === name ? block : null;
}
