import React from 'react';
import { render, renderHook, screen } from '@testing-library/react';
import { useCodePreferences, useSiteSettings } from '../state/context';
import SiteSettingsProvider from '../state/SiteSettingsProvider';

function SettingsProbe() {
  const { settings } = useSiteSettings();
  const { codeVariant, codeStyling } = useCodePreferences();
  return (
    <output>
      {settings.direction} {codeVariant} {codeStyling}
    </output>
  );
}

function renderSettings(children: React.ReactNode = null) {
  render(
    <SiteSettingsProvider>
      <SettingsProbe />
      {children}
    </SiteSettingsProvider>,
  );
  return screen.getByRole('status');
}

beforeEach(() => {
  window.localStorage.clear();
  document.cookie = 'codeVariant=; max-age=0; path=/';
  document.cookie = 'codeStyling=; max-age=0; path=/';
  window.location.hash = '';
});

describe('useSiteSettings and useCodePreferences', () => {
  it.each([useSiteSettings, useCodePreferences])('%p throws outside its provider', (hook) => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => hook())).toThrow('Forgot to wrap component in SiteSettingsProvider');
  });
});

describe('SiteSettingsProvider', () => {
  it('starts from the code variant cookie and the code styling cookie', () => {
    document.cookie = 'codeVariant=JS; path=/';
    document.cookie = 'codeStyling=Tailwind; path=/';
    expect(renderSettings()).toHaveTextContent('ltr JS tailwind');
  });

  it('ignores corrupt stored values', () => {
    document.cookie = 'codeVariant=%%%; path=/';
    document.cookie = 'codeStyling=Sass; path=/';
    expect(renderSettings()).toHaveTextContent('ltr TS system');
  });

  it("takes the code variant from a link to one of the page's demos and saves it", () => {
    window.location.hash = '#BasicSorting.js';
    expect(renderSettings(<div id="BasicSorting" data-demo="" />)).toHaveTextContent('ltr JS system');
    expect(document.cookie).toContain('codeVariant=JS');
  });

  it('leaves the saved variant alone for a fragment that names no demo of the page', () => {
    document.cookie = 'codeVariant=TS; path=/';
    window.location.hash = '#setup.js';
    expect(renderSettings(<h2 id="setup.js">setup.js</h2>)).toHaveTextContent('ltr TS system');
    expect(document.cookie).toContain('codeVariant=TS');
  });

  it('keeps working when the browser refuses cookies (a sandboxed iframe)', () => {
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      get: () => {
        throw new DOMException('The document is sandboxed and lacks the allow-same-origin flag.', 'SecurityError');
      },
      set: () => {
        throw new DOMException('The document is sandboxed and lacks the allow-same-origin flag.', 'SecurityError');
      },
    });
    try {
      window.location.hash = '#BasicSorting.js';
      expect(renderSettings(<div id="BasicSorting" data-demo="" />)).toHaveTextContent('ltr JS system');
    } finally {
      // Drops the throwing own property: Document.prototype's cookie accessor shows through again.
      delete (document as { cookie?: string }).cookie;
    }
  });
});
