import React from 'react';
import { render, screen } from '@testing-library/react';
import { useTheme } from '@mui/material/styles';
import Root from '../../../src/theme/Root';
import SiteThemeProvider from '../../../src/components/SiteTheme';
import { useSiteSettings } from '../../../src/components/SiteSettings/context';
import { mockLocation } from '../mocks/docusaurusRouter';

function ThemeProbe() {
  const theme = useTheme();
  return <output>radius {theme.shape.borderRadius}, tooltip layer {theme.zIndex.tooltip}</output>;
}

function SettingsProbe() {
  const { settings } = useSiteSettings();
  return <output>direction {settings.direction}</output>;
}

describe('Root', () => {
  it('gives every page the site settings, and the site theme to what SiteThemeProvider wraps', () => {
    mockLocation.pathname = '/x/introduction/';
    render(
      <Root>
        <SettingsProbe />
        <SiteThemeProvider>
          <ThemeProbe />
        </SiteThemeProvider>
      </Root>,
    );
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toEqual(['direction ltr', 'radius 12, tooltip layer 1500']);
  });

  it('puts no MUI theme around pages by itself: text pages load no MUI', () => {
    mockLocation.pathname = '/x/introduction/';
    render(
      <Root>
        <ThemeProbe />
      </Root>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('radius 4');
  });

  it('leaves /playground pages without the site settings', () => {
    mockLocation.pathname = '/playground/';
    render(
      <Root>
        <ThemeProbe />
      </Root>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('radius 4');
    expect(() =>
      render(
        <Root>
          <SettingsProbe />
        </Root>,
      ),
    ).toThrow('Forgot to wrap component in ThemeProvider');
  });
});
