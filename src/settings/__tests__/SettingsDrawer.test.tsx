import React from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
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
