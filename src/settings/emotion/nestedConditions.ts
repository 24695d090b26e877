import { canParseStyleSheets, styleSheetRules } from '../../lib/styleSheetRules';

/** What this module reads of a parsed CSSOM rule. */
export interface ParsedRule {
  cssText: string;
  selectorText?: string;
  style?: { cssText: string };
  cssRules?: ArrayLike<ParsedRule>;
}

/** Parses a style sheet's text into its rules, or says it cannot (null). */
export type ParseRules = (css: string) => ArrayLike<ParsedRule> | null;

const CONDITION = /^@(?:media|supports)\s/;

/** `.a{@media (x){@supports (y){color:red}}}` for the style rule `.a{color:red}` under those conditions. */
function nested(selectorText: string, conditions: string[], declarations: string): string {
  const body = conditions.reduceRight((inner, condition) => `${condition}{${inner}}`, declarations);
  return `${selectorText}{${body}}`;
}

function flatten(rules: ArrayLike<ParsedRule>, conditions: string[], out: string[]): boolean {
  for (const rule of Array.from(rules)) {
    if (rule.selectorText !== undefined && rule.style && !rule.cssRules?.length) {
      out.push(nested(rule.selectorText, conditions, rule.style.cssText));
    } else if (CONDITION.test(rule.cssText) && rule.cssRules) {
      const condition = rule.cssText.slice(0, rule.cssText.indexOf('{')).trim();
      if (!flatten(rule.cssRules, [...conditions, condition], out)) return false;
    } else {
      return false;
    }
  }
  return true;
}

/**
 * An `@media` or `@supports` rule of style rules, written as style rules with the condition nested in each:
 * `@media (hover: none){.a:hover{color:red}}` is `.a:hover{@media (hover: none){color:red}}`, which CSS nesting reads
 * the same (same selector, same condition, same place in the sheet). Null for any other rule, or one holding anything
 * but style rules and conditions (keyframes, font faces), or when `parse` cannot read it.
 */
export function asNestedStyleRules(rule: string, parse: ParseRules): string[] | null {
  if (!CONDITION.test(rule)) return null;
  const parsed = parse(rule);
  if (!parsed || parsed.length !== 1) return null;
  const out: string[] = [];
  return flatten(parsed, [], out) && out.length > 0 ? out : null;
}

/**
 * The browser's own parser, through a style sheet that is in no page; null where the browser has no constructable
 * style sheets or no CSS nesting, in which case the rule is better inserted as it is.
 */
export function browserRuleParser(): ParseRules | null {
  if (!canParseStyleSheets()) return null;
  if (typeof CSS === 'undefined' || !CSS.supports('selector(&)')) return null;
  return styleSheetRules;
}
