import React, { useDeferredValue, type ComponentType, type ReactNode } from 'react';
import { CacheProvider } from '@emotion/react';
import { useDirectionalCache } from '../emotion/useDirectionalCache';
import { useSiteSettings } from '../state/context';
import ThemeLayer from './ThemeLayer';
import WithoutRipple from './WithoutRipple';

export interface MuiScopeOptions {
  /**
   * A demo's scope: its parts keep MUI's ripple. Every other scope is the site's own controls' (the settings drawer,
   * the search panel and page, the page actions menu), which press without one (WithoutRipple).
   */
  demo?: boolean;
}

/**
 * The Emotion cache and the site's MUI theme around a part of the page drawn with MUI. Each such part brings it with
 * its own code, so a page without one loads neither MUI's theming nor Emotion.
 *
 * A new density or direction re-renders everything drawn with MUI (a page of grids takes over half a second on a
 * phone): it is a deferred value, so the setting's own control and the page's `dir` answer the click at once and the
 * MUI parts follow in a render React can interrupt. What must change sides at the click itself, such as the open
 * settings drawer, is placed with logical properties that follow the page's `dir`.
 */
export default function MuiScope({ children, demo = false }: MuiScopeOptions & { children: ReactNode }): ReactNode {
  const { dense, direction: asked } = useDeferredValue(useSiteSettings().settings);
  // One direction for both layers, so the same render switches the theme's direction and the cache's mirroring.
  const { cache, direction } = useDirectionalCache(asked);
  return (
    <CacheProvider value={cache}>
      <ThemeLayer dense={dense} direction={direction}>
        {demo ? children : <WithoutRipple>{children}</WithoutRipple>}
      </ThemeLayer>
    </CacheProvider>
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
