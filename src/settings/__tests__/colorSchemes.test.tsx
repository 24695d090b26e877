/** The theme's colour schemes rely on MUI's own checks. */
import React from 'react';
import { act, render } from '@testing-library/react';
import { createTheme, ThemeProvider, useColorScheme } from '@mui/material/styles';
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
});
