import {
  codeVariantFromHash,
  initialCodeVariant,
  parseCodeStyling,
  parseCodeVariant,
  parseModePreference,
  readCookie,
  resolvePaletteMode,
  serializePreferenceCookie,
} from '../../../src/lib/preferences';

describe('colour mode preference', () => {
  it.each(['light', 'dark', 'system'])('reads the stored mode %s', (mode) => {
    expect(parseModePreference(mode)).toBe(mode);
  });

  it.each([null, undefined, '', 'purple', 'DARK', '{"mode":"dark"}', 42])('falls back to system for %p', (raw) => {
    expect(parseModePreference(raw)).toBe('system');
  });

  it('follows the OS preference in system mode only', () => {
    expect(resolvePaletteMode('system', true)).toBe('dark');
    expect(resolvePaletteMode('system', false)).toBe('light');
    expect(resolvePaletteMode('light', true)).toBe('light');
    expect(resolvePaletteMode('dark', false)).toBe('dark');
  });
});

describe('code variant', () => {
  it('reads JavaScript from a #Demo.js hash and TypeScript from #Demo.tsx', () => {
    expect(codeVariantFromHash('#BasicSorting.js')).toBe('JS');
    expect(codeVariantFromHash('#basic-sorting-demo.js')).toBe('JS');
    expect(codeVariantFromHash('#BasicSorting.tsx')).toBe('TS');
    expect(codeVariantFromHash('#sorting')).toBeNull();
    expect(codeVariantFromHash('')).toBeNull();
  });

  it('prefers the hash over the cookie, and the cookie over the default', () => {
    expect(initialCodeVariant('#Demo.js', 'codeVariant=TS')).toBe('JS');
    expect(initialCodeVariant('#Demo.tsx', 'codeVariant=JS')).toBe('TS');
    expect(initialCodeVariant('', 'theme=x; codeVariant=JS')).toBe('JS');
    expect(initialCodeVariant('', '')).toBe('TS');
  });

  it.each(['%%%', 'Python', '', 'js'])('falls back to TypeScript for the cookie value %p', (value) => {
    expect(initialCodeVariant('', `codeVariant=${value}`)).toBe('TS');
    expect(parseCodeVariant(value)).toBe('TS');
  });
});

describe('code styling', () => {
  it('maps the cookie values readers already hold', () => {
    expect(parseCodeStyling('MUI System')).toBe('system');
    expect(parseCodeStyling('Tailwind')).toBe('tailwind');
    expect(parseCodeStyling('CSS')).toBe('css');
  });

  it.each([null, 'tailwind', 'Sass', '%E0%A4%A'])('falls back to MUI System for %p', (value) => {
    expect(parseCodeStyling(value)).toBe('system');
  });

  it('reads an encoded cookie value', () => {
    expect(readCookie('a=1; codeStyling=MUI%20System', 'codeStyling')).toBe('MUI System');
  });
});

describe('cookies', () => {
  it('returns null for an undecodable or missing cookie', () => {
    expect(readCookie('codeVariant=%%%', 'codeVariant')).toBeNull();
    expect(readCookie('other=1', 'codeVariant')).toBeNull();
  });

  it('keeps a preference for one year on the whole site', () => {
    expect(serializePreferenceCookie('codeStyling', 'MUI System')).toBe(
      'codeStyling=MUI%20System;path=/;max-age=31536000;samesite=lax',
    );
  });
});
