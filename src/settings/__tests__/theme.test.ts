import { createDocsTheme } from '../muiTheme/theme';
import { denseComponents } from '../muiTheme/componentDefaults';
import { themeColorMeta } from '../muiTheme/themeTokens';

describe('createDocsTheme', () => {
  const theme = createDocsTheme();

  it('uses the breakpoints of the site', () => {
    expect(theme.breakpoints.values).toEqual({ xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 });
  });

  it('has a 12 px radius, an 8 px spacing unit, 14 px text on a 16 px html font size', () => {
    expect(theme.shape.borderRadius).toBe(12);
    expect(theme.spacing(2)).toBe('calc(2 * var(--mui-spacing, 8px))');
    expect(theme.generateStyleSheets()[0]).toMatchObject({ ':root': { '--mui-spacing': '8px' } });
    expect(theme.typography.fontSize).toBe(14);
    expect(theme.typography.htmlFontSize).toBe(16);
  });

  it('stacks layers from mobile stepper to tooltip', () => {
    expect(theme.zIndex).toMatchObject({
      mobileStepper: 1000,
      fab: 1050,
      speedDial: 1050,
      appBar: 1100,
      drawer: 1200,
      modal: 1300,
      snackbar: 1400,
      tooltip: 1500,
    });
  });

  it('uses a blue of hue 210 as primary colour, a contrast threshold of 4.5 and a tonal offset of 0.2', () => {
    for (const scheme of ['light', 'dark'] as const) {
      const palette = theme.colorSchemes[scheme]?.palette;
      expect(palette?.primary.main).toMatch(/^hsl\(210,/);
      expect(palette?.contrastThreshold).toBe(4.5);
      expect(palette?.tonalOffset).toBe(0.2);
    }
  });

  it('sets two sans-serif font families: one for text, one for headings', () => {
    expect(theme.typography.fontFamily).toMatch(/^"IBM Plex Sans Variable".*sans-serif$/);
    expect(theme.typography.h1.fontFamily).toMatch(/^"Inter Variable".*sans-serif$/);
  });

  it('keys its colour schemes on the data-theme attribute Docusaurus sets', () => {
    expect(theme.generateStyleSheets().map((sheet) => Object.keys(sheet)[0])).toEqual(
      expect.arrayContaining([':root', '[data-theme="dark"]']),
    );
  });

  it('applies the dense defaults only when dense is on', () => {
    expect(theme.components?.MuiButton).toBeUndefined();
    const dense = createDocsTheme({ dense: true, direction: 'ltr' });
    expect(dense.components?.MuiButton?.defaultProps).toEqual({ size: 'small' });
    expect(dense.components?.MuiTextField?.defaultProps).toEqual({ margin: 'dense' });
    expect(dense.components?.MuiTable?.defaultProps).toEqual({ size: 'small' });
    expect(Object.keys(denseComponents ?? {})).toHaveLength(15);
  });

  it('follows the direction setting', () => {
    expect(createDocsTheme({ dense: false, direction: 'rtl' }).direction).toBe('rtl');
  });

  it('builds each theme once and gives the same object for the same settings', () => {
    expect(createDocsTheme({ dense: true, direction: 'rtl' })).toBe(createDocsTheme({ dense: true, direction: 'rtl' }));
    expect(createDocsTheme({ dense: true, direction: 'rtl' })).not.toBe(createDocsTheme({ dense: false, direction: 'rtl' }));
  });

  it('gives each mode its theme-color', () => {
    expect(themeColorMeta).toEqual({ light: 'hsl(210, 100%, 42%)', dark: 'hsl(210, 14%, 7%)' });
  });
});
