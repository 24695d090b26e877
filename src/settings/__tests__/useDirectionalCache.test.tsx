import React, { type ReactNode } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { __unsafe_useEmotionCache as useEmotionCache } from '@emotion/react';
import { useTheme } from '@mui/material/styles';
import MuiScope from '../muiTheme/MuiScope';
import { useSiteSettings } from '../state/context';
import SiteSettingsProvider from '../state/SiteSettingsProvider';

// The right-to-left cache is kept for the visit once loaded, so this file's first switch is the page's first: no
// other test may switch before it (each test file has modules of its own).

function SwitchToRtl(): ReactNode {
  const { dispatch } = useSiteSettings();
  return (
    <button type="button" onClick={() => dispatch({ type: 'SET_DIRECTION', payload: 'rtl' })}>
      Right to left
    </button>
  );
}

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
