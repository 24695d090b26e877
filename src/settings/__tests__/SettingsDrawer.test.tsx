import React from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import SettingsDrawer from '../drawer/SettingsDrawer';
import SiteSettingsProvider from '../state/SiteSettingsProvider';
import { TranslationsProvider } from '@theme/Translations';

const mockColorMode = { colorModeChoice: null as 'light' | 'dark' | null, setColorMode: jest.fn() };
jest.mock('@docusaurus/theme-common', () => ({ useColorMode: () => mockColorMode }), { virtual: true });

function renderDrawer() {
  render(
    <TranslationsProvider>
      <SiteSettingsProvider>
        <SettingsDrawer open onClose={() => undefined} />
      </SiteSettingsProvider>
    </TranslationsProvider>,
  );
}

const pressed = (name: string) => screen.getByRole('button', { name, pressed: true });

beforeEach(() => {
  mockColorMode.colorModeChoice = null;
  mockColorMode.setColorMode.mockClear();
});

describe('the colour mode in the settings drawer', () => {
  it("shows Docusaurus's choice: System when the reader chose none", () => {
    renderDrawer();
    expect(pressed('System')).toBeInTheDocument();
  });

  it('shows a stored choice', () => {
    mockColorMode.colorModeChoice = 'dark';
    renderDrawer();
    expect(pressed('Dark')).toBeInTheDocument();
  });

  it('sets the mode through Docusaurus, System as no choice', () => {
    mockColorMode.colorModeChoice = 'light';
    renderDrawer();
    fireEvent.click(screen.getByRole('button', { name: 'Dark' }));
    fireEvent.click(screen.getByRole('button', { name: 'System' }));
    expect(mockColorMode.setColorMode.mock.calls).toEqual([['dark'], [null]]);
  });
});

describe('the plan lens in the settings drawer', () => {
  afterEach(() => {
    window.localStorage.clear();
    document.documentElement.removeAttribute('data-plan-lens');
    document.documentElement.removeAttribute('data-plan-lens-hide');
  });

  it('starts unset, with hiding unavailable until a plan is chosen', () => {
    renderDrawer();
    expect(pressed('Not set')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Hide what my plan does not include' })).toBeDisabled();
  });

  it('shows the chosen plan on the page and keeps it', async () => {
    renderDrawer();
    fireEvent.click(screen.getByRole('button', { name: 'Community' }));
    const hide = screen.getByRole('switch', { name: 'Hide what my plan does not include' });
    await waitFor(() => expect(hide).toBeEnabled());
    fireEvent.click(hide);
    expect(pressed('Community')).toBeInTheDocument();
    expect(document.documentElement.getAttribute('data-plan-lens')).toBe('community');
    expect(document.documentElement.hasAttribute('data-plan-lens-hide')).toBe(true);
    expect(JSON.parse(window.localStorage.getItem('x-docs.planLens') ?? 'null')).toEqual({ plan: 'community', hide: true });
    fireEvent.click(screen.getByRole('button', { name: 'Not set' }));
    expect(document.documentElement.hasAttribute('data-plan-lens')).toBe(false);
    expect(window.localStorage.getItem('x-docs.planLens')).toBeNull();
  });
});
