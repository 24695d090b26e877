import React, { createContext, useContext, useState, type ReactNode } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useColorScheme } from '@mui/material/styles';
import SiteProviders from '../SiteProviders';
import MuiScope from '../muiTheme/MuiScope';
import SettingsEffects from '../effects/SettingsEffects';
import { themeColorMeta } from '../muiTheme/themeTokens';
import { useSiteSettings } from '../state/context';

type ColorMode = 'light' | 'dark';
interface FakeColorMode {
  colorMode: ColorMode;
  colorModeChoice: ColorMode | null;
  setColorMode: (choice: ColorMode | null) => void;
}

// Docusaurus's colour-mode context as Layout/Provider gives it: the mode is written to <html> first, then to state.
const FakeColorModeContext = createContext<FakeColorMode | null>(null);
function useFakeColorMode(): FakeColorMode {
  return useContext(FakeColorModeContext)!;
}
jest.mock('@docusaurus/theme-common', () => ({ useColorMode: () => useFakeColorMode() }), { virtual: true });
// The head manager needs the app's HelmetProvider; `<html dir>` is checked in the built site (settings.e2e).
jest.mock('@docusaurus/Head', () => ({ __esModule: true, default: () => null }), { virtual: true });

const colorModeChoices: (ColorMode | null)[] = [];

function FakeDocusaurusColorMode({ children }: { children: ReactNode }) {
  const [colorMode, setColorModeState] = useState<ColorMode>(() =>
    document.documentElement.getAttribute('data-theme') === 'dark' ? 'dark' : 'light',
  );
  const setColorMode = (choice: ColorMode | null) => {
    colorModeChoices.push(choice);
    const mode = choice ?? 'light';
    document.documentElement.setAttribute('data-theme', mode);
    document.documentElement.setAttribute('data-theme-choice', choice ?? 'system');
    setColorModeState(mode);
  };
  return (
    <FakeColorModeContext.Provider value={{ colorMode, colorModeChoice: null, setColorMode }}>{children}</FakeColorModeContext.Provider>
  );
}

/** What MUI reports, and the controls that change Docusaurus's mode and the settings' direction. */
function Probe() {
  const { setColorMode } = useFakeColorMode();
  const { dispatch } = useSiteSettings();
  const { mode, colorScheme } = useColorScheme();
  return (
    <>
      <output>
        MUI mode {mode}, scheme {colorScheme}
      </output>
      <button type="button" onClick={() => setColorMode('dark')}>
        Dark
      </button>
      <button type="button" onClick={() => setColorMode('light')}>
        Light
      </button>
      <button type="button" onClick={() => dispatch({ type: 'SET_DIRECTION', payload: 'rtl' })}>
        Right to left
      </button>
    </>
  );
}

// Docusaurus's attribute reaches the providers through a MutationObserver, whose callback runs after the click.
const press = (name: string) =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });

function renderPage() {
  render(
    <SiteProviders>
      <FakeDocusaurusColorMode>
        <SettingsEffects />
        <MuiScope>
          <Probe />
        </MuiScope>
      </FakeDocusaurusColorMode>
    </SiteProviders>,
  );
  return screen.getByRole('status');
}

const themeColor = () => document.querySelector<HTMLMetaElement>('meta[name="theme-color"]')?.content;

beforeEach(() => {
  colorModeChoices.length = 0;
  document.documentElement.setAttribute('data-theme', 'light');
  document.documentElement.setAttribute('data-theme-choice', 'system');
  document.body.className = '';
  document.body.removeAttribute('dir');
  document.documentElement.removeAttribute('dir');
});

describe('the palette mode, from Docusaurus into MUI and the page', () => {
  it('gives MUI, the body and the theme-color the mode Docusaurus put on <html> before hydration', () => {
    document.documentElement.setAttribute('data-theme', 'dark');
    document.documentElement.setAttribute('data-theme-choice', 'dark');
    expect(renderPage()).toHaveTextContent('MUI mode dark, scheme dark');
    expect(document.body).toHaveClass('mode-dark');
    expect(document.body).not.toHaveClass('mode-light');
    expect(themeColor()).toBe(themeColorMeta.dark);
    expect(colorModeChoices).toEqual([]);
  });

  it("follows every change of Docusaurus's colour mode", async () => {
    const output = renderPage();
    expect(output).toHaveTextContent('MUI mode light, scheme light');
    await press('Dark');
    expect(output).toHaveTextContent('MUI mode dark, scheme dark');
    expect(document.body).toHaveClass('mode-dark');
    expect(themeColor()).toBe(themeColorMeta.dark);
    await press('Light');
    expect(output).toHaveTextContent('MUI mode light, scheme light');
    expect(document.body).toHaveClass('mode-light');
    expect(themeColor()).toBe(themeColorMeta.light);
  });

  it('sets a corrupt stored choice back to System through Docusaurus', () => {
    document.documentElement.setAttribute('data-theme-choice', 'purple');
    renderPage();
    expect(colorModeChoices).toEqual([null]);
    expect(document.documentElement).toHaveAttribute('data-theme-choice', 'system');
  });

  it("follows Docusaurus's data-theme attribute, where it publishes its mode", async () => {
    const output = renderPage();
    await act(async () => {
      document.documentElement.setAttribute('data-theme', 'dark');
    });
    expect(output).toHaveTextContent('MUI mode dark, scheme dark');
    expect(document.body).toHaveClass('mode-dark');
  });

  it("puts the settings' direction on <html> and the body at once, without waiting for the head manager", async () => {
    renderPage();
    expect(document.body).toHaveAttribute('dir', 'ltr');
    await press('Right to left');
    // The head manager is a stub here: <html dir> comes from the same effect as the body's.
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.body).toHaveAttribute('dir', 'rtl');
  });
});
