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
