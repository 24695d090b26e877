/** The theme's colour schemes: MUI's own checks, and the contrast of the colours MUI sets text in or on. */
import React from 'react';
import { act, render } from '@testing-library/react';
import { createTheme, getContrastRatio, ThemeProvider, useColorScheme } from '@mui/material/styles';
import { colorSchemes } from '../muiTheme/colorSchemes';
import { getThemeOptions, DEFAULT_THEME_SETTINGS } from '../muiTheme/theme';

describe('colour schemes', () => {
  it('throws when the default colour scheme is not one of the configured schemes', () => {
    expect(() => createTheme({ ...getThemeOptions(DEFAULT_THEME_SETTINGS), defaultColorScheme: 'sepia' as 'light' })).toThrow(/sepia/);
  });

  it('logs a console error when a scheme the theme does not have is requested', () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let setColorScheme: ReturnType<typeof useColorScheme>['setColorScheme'] = () => undefined;
    function Probe() {
      setColorScheme = useColorScheme().setColorScheme;
      return null;
    }
    render(
      <ThemeProvider theme={createTheme(getThemeOptions(DEFAULT_THEME_SETTINGS))} storageManager={null}>
        <Probe />
      </ThemeProvider>,
    );
    act(() => setColorScheme('sepia' as 'light'));
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('sepia'));
    errors.mockRestore();
  });

  it.each(['light', 'dark'] as const)(
    "sets the primary colour's dark shade, in %s mode, at 4.5:1 on the page and under the button text",
    (mode) => {
      // MUI draws a contained button's hover in `dark` under `contrastText`, and the Data Grid writes its aggregation
      // totals in it on the page's background.
      const { primary, background } = colorSchemes[mode].palette;
      expect(getContrastRatio(primary.dark, background.default)).toBeGreaterThanOrEqual(4.5);
      expect(getContrastRatio(primary.dark, primary.contrastText)).toBeGreaterThanOrEqual(4.5);
    },
  );
});
