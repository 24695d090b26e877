import React, { type ReactNode } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import Button from '@mui/material/Button';
import { useTheme } from '@mui/material/styles';
import { loadRtlCache } from '../emotion/browserRtlCache';
import MuiScope from '../muiTheme/MuiScope';
import { useSiteSettings } from '../state/context';
import SiteSettingsProvider from '../state/SiteSettingsProvider';

/** Each render of a part: the direction the reader chose, and the direction its MUI theme draws in. */
function DirectionProbe({ renders }: { renders: string[][] }): ReactNode {
  const { settings } = useSiteSettings();
  renders.push([settings.direction, useTheme().direction]);
  return null;
}

function SwitchToRtl(): ReactNode {
  const { dispatch } = useSiteSettings();
  return (
    <button type="button" onClick={() => dispatch({ type: 'SET_DIRECTION', payload: 'rtl' })}>
      Right to left
    </button>
  );
}

async function renderScopes() {
  const chrome: string[][] = [];
  const demo: string[][] = [];
  render(
    <SiteSettingsProvider>
      <SwitchToRtl />
      <MuiScope>
        <DirectionProbe renders={chrome} />
      </MuiScope>
      <MuiScope demo>
        <DirectionProbe renders={demo} />
      </MuiScope>
    </SiteSettingsProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Right to left' }));
  // The right-to-left styles load on the first switch; the scopes render once more with them.
  await act(() => loadRtlCache());
  return { chrome, demo };
}

describe('MuiScope', () => {
  it("gives the site's own controls a new direction in the click's own render", async () => {
    const { chrome } = await renderScopes();
    expect(chrome.at(-1)).toEqual(['rtl', 'rtl']);
    expect(chrome).not.toContainEqual(['rtl', 'ltr']);
  });

  it('lets a demo follow a new direction in a later render', async () => {
    const { demo } = await renderScopes();
    const switched = demo.findIndex(([chosen]) => chosen === 'rtl');
    expect(demo[switched]).toEqual(['rtl', 'ltr']);
    expect(demo.at(-1)).toEqual(['rtl', 'rtl']);
  });
});

describe('the ripple of a MuiScope', () => {
  function DenseSwitch(): ReactNode {
    const { dispatch } = useSiteSettings();
    return (
      <button type="button" onClick={() => dispatch({ type: 'SET_DENSE', payload: true })}>
        Dense
      </button>
    );
  }

  function pressIn(scope: ReactNode) {
    render(
      <SiteSettingsProvider>
        <DenseSwitch />
        {scope}
      </SiteSettingsProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Dense' }));
    const button = screen.getByRole('button', { name: 'Press' });
    fireEvent.mouseDown(button);
    return button;
  }

  it("is off on the site's own controls, whose other theme defaults still apply", () => {
    const button = pressIn(
      <MuiScope>
        <Button>Press</Button>
      </MuiScope>,
    );
    expect(button.querySelector('.MuiTouchRipple-root')).toBeNull();
    // The dense theme's default size for buttons reaches it through the same default props.
    expect(button).toHaveClass('MuiButton-sizeSmall');
  });

  it('stays on in a demo', () => {
    const button = pressIn(
      <MuiScope demo>
        <Button>Press</Button>
      </MuiScope>,
    );
    expect(button.querySelector('.MuiTouchRipple-root')).not.toBeNull();
    expect(button).toHaveClass('MuiButton-sizeSmall');
  });
});
