import { codeThemeStylesheet, variableCodeTheme } from '../codeTheme';
import { darkCodeTheme, lightCodeTheme } from '../prismThemes';

describe('the code highlighting stylesheet', () => {
  it('defines every colour the code blocks use, for light and dark mode', () => {
    const css = codeThemeStylesheet();
    const used = [...JSON.stringify(variableCodeTheme).matchAll(/var\((--code-[a-z-]+)/g)].map((match) => match[1]);
    const [light = '', dark = ''] = css.split("[data-theme='dark']");
    for (const variable of used) {
      expect(light).toContain(`${variable}:`);
      expect(dark).toContain(`${variable}:`);
    }
    expect(light).toContain(`--code-token-keyword: ${lightCodeTheme.styles[2]?.style.color};`);
    expect(dark).toContain(`--code-bg: ${darkCodeTheme.plain.backgroundColor};`);
  });

  it('falls back to the text colour while the stylesheet is not there', () => {
    for (const { style } of variableCodeTheme.styles) {
      expect(style.color).toMatch(/^var\(--code-token-[a-z-]+, currentColor\)$/);
    }
  });
});
