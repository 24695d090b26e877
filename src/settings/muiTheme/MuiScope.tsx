import React, { useDeferredValue, type ComponentType, type ReactNode } from 'react';
import DirectionalCache from '../emotion/DirectionalCache';
import { useSiteSettings } from '../state/context';
import ThemeLayer from './ThemeLayer';
import WithoutRipple from './WithoutRipple';

export interface MuiScopeOptions {
  /**
   * A demo's scope: it follows a new density or direction in a deferred render, which React can interrupt (a page of
   * grids takes over half a second to re-render on a phone, and the setting's own control and the page's `dir` answer
   * the click first), and its parts keep MUI's ripple. Without it, the scope is the site's own controls' (the settings
   * drawer, the search panel and page, the page actions menu): they follow at once, so they never sit on the side the
   * page has just left, and press without a ripple (WithoutRipple).
   */
  demo?: boolean;
}

/**
 * The Emotion cache and the site's MUI theme around a part of the page drawn with MUI. Each such part brings it with
 * its own code, so a page without one loads neither MUI's theming nor Emotion.
 */
export default function MuiScope({ children, demo = false }: MuiScopeOptions & { children: ReactNode }): ReactNode {
  const { settings } = useSiteSettings();
  const deferred = useDeferredValue(settings);
  // One value for both layers, so the same render switches the theme's direction and the cache's mirroring.
  const { dense, direction } = demo ? deferred : settings;
  return (
    <DirectionalCache direction={direction}>
      <ThemeLayer dense={dense} direction={direction}>
        {demo ? children : <WithoutRipple>{children}</WithoutRipple>}
      </ThemeLayer>
    </DirectionalCache>
  );
}

/** `Component` inside its own MuiScope: what a part drawn with MUI exports, so the scope loads with the part's code. */
export function withMuiScope<Props extends object>(Component: ComponentType<Props>, options: MuiScopeOptions = {}): ComponentType<Props> {
  function Scoped(props: Props): ReactNode {
    return (
      <MuiScope {...options}>
        <Component {...props} />
      </MuiScope>
    );
  }
  Scoped.displayName = `withMuiScope(${Component.displayName ?? Component.name})`;
  return Scoped;
}
