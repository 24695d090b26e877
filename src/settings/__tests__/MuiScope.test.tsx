import React, { type ReactNode } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import Button from '@mui/material/Button';
import { __unsafe_useEmotionCache as useEmotionCache } from '@emotion/react';
import { useColorScheme, useTheme } from '@mui/material/styles';
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

async function renderScope(scope: (probe: ReactNode) => ReactNode) {
  const renders: string[][] = [];
  render(
    <SiteSettingsProvider>
      <SwitchToRtl />
      {scope(<DirectionProbe renders={renders} />)}
    </SiteSettingsProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Right to left' }));
  await waitFor(() => expect(renders.at(-1)).toEqual(['rtl', 'rtl']));
  return renders;
}

// First in the file: the right-to-left cache is kept for the visit once loaded, so this is the page's first switch only
// while no test before it has switched.
describe('the first switch of a MuiScope to right to left', () => {
  /** Each render of a part drawn with MUI: its theme's direction and the key of the Emotion cache it writes into. */
  function StyleProbe({ renders }: { renders: string[][] }): ReactNode {
    renders.push([useTheme().direction, useEmotionCache()?.key ?? 'none']);
    return null;
  }

  it('keeps the part left to right until the mirroring styles have loaded, then switches theme and styles in one render', async () => {
    const renders: string[][] = [];
    render(
      <SiteSettingsProvider>
        <SwitchToRtl />
        <MuiScope>
          <StyleProbe renders={renders} />
        </MuiScope>
      </SiteSettingsProvider>,
    );
    const before = renders.length;
    fireEvent.click(screen.getByRole('button', { name: 'Right to left' }));
    await waitFor(() => expect(renders.at(-1)).toEqual(['rtl', 'rtl']));
    // Never a right-to-left theme with left-to-right styles: that render would be thrown away at once.
    expect(renders.slice(before)).toEqual([['rtl', 'rtl']]);
  });
});

describe('the direction of a MuiScope', () => {
  it.each([
    ["the site's own controls", (probe: ReactNode) => <MuiScope>{probe}</MuiScope>],
    ['a demo', (probe: ReactNode) => <MuiScope demo>{probe}</MuiScope>],
  ])('follows a new direction in a render after the click, for %s', async (_name, scope) => {
    const renders = await renderScope(scope);
    // The click's own render still draws the parts in the old direction; a later one mirrors them.
    const switched = renders.findIndex(([chosen]) => chosen === 'rtl');
    expect(renders[switched]).toEqual(['rtl', 'ltr']);
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

  async function pressIn(scope: ReactNode) {
    render(
      <SiteSettingsProvider>
        <DenseSwitch />
        {scope}
      </SiteSettingsProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Dense' }));
    const button = screen.getByRole('button', { name: 'Press' });
    fireEvent.mouseDown(button);
    // MUI mounts a button's ripple on its first press, then starts it once mounted.
    await act(() => Promise.resolve());
    return button;
  }

  it("is off on the site's own controls, whose other theme defaults still apply", async () => {
    const button = await pressIn(
      <MuiScope>
        <Button>Press</Button>
      </MuiScope>,
    );
    expect(button.querySelector('.MuiTouchRipple-root')).toBeNull();
    // The dense theme's default size for buttons reaches it through the same default props.
    expect(button).toHaveClass('MuiButton-sizeSmall');
  });

  it('stays on in a demo', async () => {
    const button = await pressIn(
      <MuiScope demo>
        <Button>Press</Button>
      </MuiScope>,
    );
    expect(button.querySelector('.MuiTouchRipple-root')).not.toBeNull();
    expect(button).toHaveClass('MuiButton-sizeSmall');
  });
});

describe('a MuiScope mounted after the page hydrated (a demo on a page reached by a link)', () => {
  /** Each render of a part: the colour mode MUI reports to it. */
  function ModeProbe({ renders }: { renders: (string | undefined)[] }): ReactNode {
    renders.push(useColorScheme().mode);
    return null;
  }

  /** Each render of a part that reads only the theme, as every styled part does. */
  function ThemeProbe({ renders }: { renders: string[] }): ReactNode {
    renders.push(useTheme().direction);
    return null;
  }

  afterEach(() => document.documentElement.removeAttribute('data-theme'));

  it("gives its parts the page's mode from their first render, and renders them once", async () => {
    document.documentElement.setAttribute('data-theme', 'dark');
    const modes: (string | undefined)[] = [];
    const themes: string[] = [];
    render(
      <SiteSettingsProvider>
        <MuiScope>
          <ModeProbe renders={modes} />
          <ThemeProbe renders={themes} />
        </MuiScope>
      </SiteSettingsProvider>,
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(modes).toEqual(['dark']);
    expect(themes).toEqual(['ltr']);
  });
});
