import React, { useMemo, type ReactNode } from 'react';
import { useTheme, type Theme } from '@mui/material/styles';
import DefaultPropsProvider from '@mui/system/DefaultPropsProvider';

/** The theme's components with ButtonBase's ripple off by default, MUI's documented switch for it. */
function withoutRipple(components: Theme['components']): Theme['components'] {
  const buttonBase = components?.MuiButtonBase;
  return { ...components, MuiButtonBase: { ...buttonBase, defaultProps: { ...buttonBase?.defaultProps, disableRipple: true } } };
}

/**
 * The site's own controls press without MUI's ripple. A page's first ripple writes the ripple's `@keyframes`, after
 * which the browser restyles and lays out the whole page (MAINTAINING.md, "Cascade layers"). They keep the theme's
 * keyboard focus ring and their pressed and selected states; the demos keep their ripples.
 *
 * The theme's default props reach MUI's components through this provider (ThemeProvider fills it with the theme's
 * `components`): a nested one with one default more changes nothing else.
 */
export default function WithoutRipple({ children }: { children: ReactNode }): ReactNode {
  const { components } = useTheme();
  const value = useMemo(() => withoutRipple(components), [components]);
  return <DefaultPropsProvider value={value}>{children}</DefaultPropsProvider>;
}
