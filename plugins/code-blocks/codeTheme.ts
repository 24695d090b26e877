/**
 * Code highlighting through a stylesheet: code blocks use colour variables,
 * and the stylesheet (fetched at run time into the `theme` layer) defines them
 * for each mode. Until it arrives, code shows in the text colour, never unreadable.
 */
import type { PrismTheme } from 'prism-react-renderer';
import { darkCodeTheme, lightCodeTheme } from './prismThemes';

export const CODE_THEME_FILE = 'code-theme.css';

/** The cascade layer the stylesheet goes into; every page's head has its empty block (`index.ts`). */
export const CODE_THEME_LAYER = 'theme';

function variableName(types: readonly string[]): string {
  return `--code-token-${types[0]}`;
}

/** The Prism theme Docusaurus renders with: every colour is a CSS variable. */
export const variableCodeTheme: PrismTheme = {
  plain: { color: 'var(--code-fg, var(--ifm-font-color-base))', backgroundColor: 'var(--code-bg, var(--ifm-pre-background))' },
  styles: lightCodeTheme.styles.map(({ types, style }) => ({
    types,
    style: { ...style, color: `var(${variableName(types)}, currentColor)` },
  })),
};

function declarations(theme: PrismTheme): string {
  const tokens = theme.styles.map(({ types, style }) => `  ${variableName(types)}: ${style.color};`);
  return [`  --code-fg: ${theme.plain.color};`, `  --code-bg: ${theme.plain.backgroundColor};`, ...tokens].join('\n');
}

/**
 * The elements that read the variables: Docusaurus's code block container (`ThemeClassNames.common.codeBlock`, whose
 * `--prism-*` colours are made of them) and the `pre` Prism renders, the only one in a demo's editor. The variables
 * are given there, not on `:root`: the stylesheet arrives after the first paint, and new variables on the root would
 * make the browser work out the style of every element of the page again (2,543 on the row grouping guide).
 */
export const CODE_THEME_SCOPE = ':is(.theme-code-block, .prism-code)';

/** The stylesheet that gives the variables their values in light and dark mode. */
export function codeThemeStylesheet(): string {
  return `${CODE_THEME_SCOPE} {\n${declarations(lightCodeTheme)}\n}\n[data-theme='dark'] ${CODE_THEME_SCOPE} {\n${declarations(darkCodeTheme)}\n}\n`;
}
