import React from 'react';
import { render } from '@testing-library/react';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import { createEmotionCache } from '../../../src/settings/emotion/emotionCache';
import { createDocsTheme } from '../../../src/settings/muiTheme/theme';
import { themeVariablesStylesheet } from '../themeStylesheet';

/** The top-level rules of a stylesheet (braces balanced). */
function topLevelRules(css: string): string[] {
  const rules: string[] = [];
  let depth = 0;
  let start = 0;
  [...css].forEach((character, index) => {
    if (character === '{') depth += 1;
    if (character === '}') {
      depth -= 1;
      if (depth === 0) {
        rules.push(css.slice(start, index + 1));
        start = index + 1;
      }
    }
  });
  return rules;
}

describe('the stylesheet of the theme variables', () => {
  const css = themeVariablesStylesheet(createDocsTheme());

  it('defines the light values on :root and the dark ones under [data-theme="dark"], all in the mui layer', () => {
    expect(css).toContain(':root{--mui-spacing:8px;');
    expect(css).toContain('--mui-shape-borderRadius:12px');
    expect(css).toMatch(/\[data-theme="dark"\]\{[^}]*--mui-palette-background-default:hsl\(210, 14%, 7%\)/);
    const rules = topLevelRules(css);
    expect(rules.length).toBeGreaterThan(1);
    expect(rules.every((rule) => rule.startsWith('@layer mui{'))).toBe(true);
  });

  it('is what MUI itself writes into the page for the site theme', () => {
    const cache = createEmotionCache('ltr');
    // Rules as text in the style tags (not through insertRule), to read them back.
    cache.sheet.isSpeedy = false;
    render(
      <CacheProvider value={cache}>
        <ThemeProvider theme={createDocsTheme()}>
          <span />
        </ThemeProvider>
      </CacheProvider>,
    );
    const written = [...document.querySelectorAll('style[data-emotion^="css-global"]')].map((style) => style.textContent).join('');
    expect(written).not.toBe('');
    expect(css).toBe(written);
  });
});
