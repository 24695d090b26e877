import { asNestedStyleRules, type ParsedRule, type ParseRules } from '../emotion/nestedConditions';

/** CSSOM rules as Chromium serializes them, for the rules these tests parse. */
const styleRule = (selectorText: string, declarations: string): ParsedRule => ({
  cssText: `${selectorText} { ${declarations} }`,
  selectorText,
  style: { cssText: declarations },
  cssRules: [],
});
const groupRule = (prelude: string, cssRules: ParsedRule[]): ParsedRule => ({
  cssText: `${prelude} {\n${cssRules.map((rule) => `  ${rule.cssText}`).join('\n')}\n}`,
  cssRules,
});
const keyframes: ParsedRule = { cssText: '@keyframes enter { 0% { opacity: 0; } }', cssRules: [] };

const parsed: Record<string, ParsedRule[]> = {
  '@media (hover: none){.a:hover{background-color:transparent;}}': [
    groupRule('@media (hover: none)', [styleRule('.a:hover', 'background-color: transparent;')]),
  ],
  '@media (min-width:600px){.a{padding:8px;}.a .b{margin:0;}}': [
    groupRule('@media (min-width: 600px)', [styleRule('.a', 'padding: 8px;'), styleRule('.a .b', 'margin: 0px;')]),
  ],
  '@supports (display:grid){@media print{.a{display:grid !important;}}}': [
    groupRule('@supports (display: grid)', [groupRule('@media print', [styleRule('.a', 'display: grid !important;')])]),
  ],
  '@media (min-width:600px){@keyframes enter{0%{opacity:0;}}}': [groupRule('@media (min-width: 600px)', [keyframes])],
};
const parse: ParseRules = (css) => parsed[css] ?? null;

describe('asNestedStyleRules', () => {
  it('writes a condition of style rules as one style rule per selector, with the condition nested in it', () => {
    expect(asNestedStyleRules('@media (hover: none){.a:hover{background-color:transparent;}}', parse)).toEqual([
      '.a:hover{@media (hover: none){background-color: transparent;}}',
    ]);
    expect(asNestedStyleRules('@media (min-width:600px){.a{padding:8px;}.a .b{margin:0;}}', parse)).toEqual([
      '.a{@media (min-width: 600px){padding: 8px;}}',
      '.a .b{@media (min-width: 600px){margin: 0px;}}',
    ]);
  });

  it('keeps conditions inside conditions in their order, and !important', () => {
    expect(asNestedStyleRules('@supports (display:grid){@media print{.a{display:grid !important;}}}', parse)).toEqual([
      '.a{@supports (display: grid){@media print{display: grid !important;}}}',
    ]);
  });

  it('leaves every other rule as it is: a style rule, keyframes, a condition holding keyframes, one it cannot parse', () => {
    expect(asNestedStyleRules('.a{color:red;}', parse)).toBeNull();
    expect(asNestedStyleRules('@keyframes enter{0%{opacity:0;}}', parse)).toBeNull();
    expect(asNestedStyleRules('@media (min-width:600px){@keyframes enter{0%{opacity:0;}}}', parse)).toBeNull();
    expect(asNestedStyleRules('@media (min-width:900px){.a{', parse)).toBeNull();
  });
});
