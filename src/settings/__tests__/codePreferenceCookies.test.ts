import {
  initialCodeVariant,
  parseCodeStyling,
  parseCodeVariant,
  readCookie,
  serializePreferenceCookie,
} from '../state/codePreferenceCookies';

describe('code variant', () => {
  const demosOnPage =
    (...names: string[]) =>
    (name: string) =>
      names.includes(name);

  it('prefers a link to a demo of the page over the cookie, and the cookie over the default', () => {
    expect(initialCodeVariant('#Demo.js', 'codeVariant=TS', demosOnPage('Demo'))).toBe('JS');
    expect(initialCodeVariant('#Demo.tsx', 'codeVariant=JS', demosOnPage('Demo'))).toBe('TS');
    expect(initialCodeVariant('', 'theme=x; codeVariant=JS', demosOnPage('Demo'))).toBe('JS');
    expect(initialCodeVariant('', '', demosOnPage())).toBe('TS');
  });

  it('ignores a fragment ending in .js or .tsx that names no demo of the page', () => {
    expect(initialCodeVariant('#installing-with-npm.js', 'codeVariant=TS', demosOnPage('Demo'))).toBe('TS');
    expect(initialCodeVariant('#app.tsx', 'codeVariant=JS', demosOnPage())).toBe('JS');
  });

  it.each(['%%%', 'Python', '', 'js'])('falls back to TypeScript for the cookie value %p', (value) => {
    expect(initialCodeVariant('', `codeVariant=${value}`, () => false)).toBe('TS');
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
    expect(serializePreferenceCookie('codeStyling', 'MUI System')).toBe('codeStyling=MUI%20System;path=/;max-age=31536000;samesite=lax');
  });
});
