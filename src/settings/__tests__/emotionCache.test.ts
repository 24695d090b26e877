import { serializeStyles } from '@emotion/serialize';
import { compile, middleware, serialize, stringify } from 'stylis';
import { createEmotionCache, layerPlugin } from '../emotion/emotionCache';
import { createRtlEmotionCache } from '../emotion/emotionCacheRtl';

describe('layerPlugin', () => {
  const process = (css: string) => serialize(compile(css), middleware([layerPlugin('mui'), stringify]));

  it('keeps keyframes and font faces whole', () => {
    expect(process('@keyframes spin{from{opacity:0;}to{opacity:1;}}')).toBe('@layer mui{@keyframes spin{from{opacity:0;}to{opacity:1;}}}');
  });

  it('wraps each top-level rule in the named layer', () => {
    expect(process('.a{color:red;}@media (min-width:600px){.a{color:blue;}}')).toBe(
      '@layer mui{.a{color:red;}}@layer mui{@media (min-width:600px){.a{color:blue;}}}',
    );
  });

  it('leaves layer statements alone', () => {
    expect(process('@layer theme, mui;')).toBe('@layer theme,mui;');
  });
});

describe('createEmotionCache', () => {
  it('uses the css key left to right and the rtl key right to left', () => {
    expect(createEmotionCache('ltr').key).toBe('css');
    expect(createRtlEmotionCache().key).toBe('rtl');
  });

  function insertedCss(direction: 'ltr' | 'rtl'): string {
    const cache = direction === 'rtl' ? createRtlEmotionCache() : createEmotionCache('ltr');
    const rules: string[] = [];
    cache.sheet.insert = (rule: string) => {
      rules.push(rule);
    };
    const serialized = serializeStyles(
      [
        {
          marginLeft: 8,
          color: 'red',
          '@media (min-width:600px)': { paddingRight: 4 },
          // How ToggleButtonGroup rounds its first button: a rule nested in the component's rule.
          '& .first, & .middle': { borderTopRightRadius: 0 },
        },
      ],
      cache.registered,
    );
    cache.insert(`.${cache.key}-${serialized.name}`, serialized, cache.sheet, true);
    // The wrapped rules would go into one block (oneLayerBlock.ts); jsdom's CSSOM does not name a layer block, so each
    // rule comes to the sheet wrapped, as in a browser without layers in its CSSOM.
    return rules.join('');
  }

  it('writes every rule into the mui layer', () => {
    expect(insertedCss('ltr')).toMatch(
      /^@layer mui\{\.css-[a-z0-9]+\{margin-left:8px;color:red;\}\}@layer mui\{@media \(min-width:600px\)\{\.css-[a-z0-9]+\{padding-right:4px;\}\}\}/,
    );
  });

  it('mirrors rules right to left, nested rules included', () => {
    const css = insertedCss('rtl');
    expect(css).toMatch(/^@layer mui\{\.rtl-[a-z0-9]+\{margin-right:8px;color:red;\}\}/);
    expect(css).toContain('padding-left:4px');
    expect(css).toMatch(/@layer mui\{\.rtl-[a-z0-9]+ \.first,\.rtl-[a-z0-9]+ \.middle\{border-top-left-radius:0;\}\}/);
  });

  it('keeps nested rules as written left to right', () => {
    expect(insertedCss('ltr')).toMatch(/@layer mui\{\.css-[a-z0-9]+ \.first,\.css-[a-z0-9]+ \.middle\{border-top-right-radius:0;\}\}/);
  });
});
