import { createDocsTheme } from '../../muiTheme/theme';
import { colorSchemes } from '../../muiTheme/colorSchemes';
import { createReaderTheme, mergeOver } from '../createReaderTheme';
import { readerThemeFile } from '../readerThemeFile';

const settings = { mode: 'light', dense: false, direction: 'ltr' } as const;

describe("the demos' theme with the reader's options", () => {
  it("takes the reader's primary colour and derives its shades, keeping the site's other colours and fonts", () => {
    const theme = createReaderTheme({ palette: { primary: { main: '#d81b60' } } }, settings);
    expect(theme.palette.primary.main).toBe('#d81b60');
    // MUI's own shades of the reader's colour, not the site's blue ones.
    expect(theme.palette.primary.dark).not.toBe(colorSchemes.light.palette.primary.dark);
    expect(theme.palette.primary.contrastText).toBe('#fff');
    expect(theme.palette.text.primary).toBe(colorSchemes.light.palette.text.primary);
    expect(theme.typography.fontFamily).toBe(createDocsTheme().typography.fontFamily);
    expect(theme.shape.borderRadius).toBe(12);
  });

  it("follows the reader's mode, density and direction, and has no CSS variables of its own", () => {
    const dark = createReaderTheme({ shape: { borderRadius: 2 } }, { mode: 'dark', dense: true, direction: 'rtl' });
    expect(dark.palette.mode).toBe('dark');
    expect(dark.palette.background.paper).toBe(colorSchemes.dark.palette.background.paper);
    expect(dark.direction).toBe('rtl');
    expect(dark.components?.MuiButton?.defaultProps?.size).toBe('small');
    expect(dark.shape.borderRadius).toBe(2);
    expect('vars' in dark).toBe(false);
    expect('colorSchemes' in dark).toBe(false);
  });

  it('merges typography and spacing before MUI computes from them', () => {
    const theme = createReaderTheme({ typography: { fontSize: 20, button: { fontWeight: 400 } }, spacing: 4 }, settings);
    expect(theme.typography.fontSize).toBe(20);
    expect(theme.typography.button.fontWeight).toBe(400);
    // The site's own button style stays where the reader set nothing.
    expect(theme.typography.button.textTransform).toBe('none');
    expect(theme.spacing(2)).toBe('8px');
  });

  it("keeps the site's style overrides written as functions, with the reader's styles over their result", () => {
    const theme = createReaderTheme({ components: { MuiButtonBase: { styleOverrides: { root: { letterSpacing: 2 } } } } }, settings);
    const root = theme.components?.MuiButtonBase?.styleOverrides?.root as (props: { theme: typeof theme }) => Record<string, unknown>;
    const styles = root({ theme });
    expect(styles.letterSpacing).toBe(2);
    expect(styles['&.Mui-focusVisible']).toMatchObject({ outlineOffset: 2 });
  });

  it('merges plain objects deeply and lets the later value win otherwise', () => {
    expect(mergeOver({ a: { b: 1, c: 2 }, d: [1] }, { a: { c: 3 }, d: [2] })).toEqual({ a: { b: 1, c: 3 }, d: [2] });
  });

  it('throws what createTheme throws for options it cannot use', () => {
    expect(() => createReaderTheme({ palette: { primary: { main: 'nonsense' } } }, settings)).toThrow(/MUI/);
  });
});

describe("the reader's theme as a file", () => {
  it('is a module over MUI’s default theme, in the mode the reader read the demo in, for TypeScript and JavaScript', () => {
    const options = { palette: { primary: { main: '#d81b60' } } };
    const ts = readerThemeFile(options, 'dark', true);
    expect(ts.fileName).toBe('theme.ts');
    expect(ts.source).toContain("import { createTheme, type ThemeOptions } from '@mui/material/styles';");
    expect(ts.source).toContain('"mode": "dark"');
    expect(ts.source).toContain('"main": "#d81b60"');
    expect(ts.source).toContain('export default theme;');
    const js = readerThemeFile(options, 'light', false);
    expect(js.fileName).toBe('theme.js');
    expect(js.source).not.toContain('ThemeOptions');
    // The module's options, run as JavaScript, are the reader's with the mode and CSS variables.
    const literal = /createTheme\(([\s\S]*)\);/.exec(js.source)?.[1] ?? '';
    expect(JSON.parse(literal)).toEqual({ cssVariables: true, palette: { mode: 'light', primary: { main: '#d81b60' } } });
  });
});
