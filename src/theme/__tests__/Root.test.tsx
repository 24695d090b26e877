import React from 'react';
import { render, screen } from '@testing-library/react';
import { useTheme } from '@mui/material/styles';
import Root from '../Root';
import MuiScope from '../MuiScope';
import { mockLocation } from '../../../test/unit/mocks/docusaurusRouter';

function ThemeProbe() {
  const theme = useTheme();
  return (
    <output>
      radius {theme.shape.borderRadius}, tooltip layer {theme.zIndex.tooltip}
    </output>
  );
}

describe('Root', () => {
  it('gives the parts drawn with MUI the site theme, through MuiScope', async () => {
    mockLocation.pathname = '/x/introduction/';
    render(
      <Root>
        <MuiScope>
          <ThemeProbe />
        </MuiScope>
      </Root>,
    );
    expect(await screen.findByRole('status')).toHaveTextContent('radius 12, tooltip layer 1500');
  });

  it('does not bring the MUI theme to the rest of the page, which has no MUI part', () => {
    mockLocation.pathname = '/x/introduction/';
    render(
      <Root>
        <ThemeProbe />
      </Root>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('radius 4');
  });

  it('leaves /playground pages without the theme wrapper', () => {
    mockLocation.pathname = '/playground/';
    render(
      <Root>
        <ThemeProbe />
      </Root>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('radius 4');
  });
});
