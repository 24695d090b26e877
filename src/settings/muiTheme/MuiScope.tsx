import React, { type ComponentType, type ReactNode } from 'react';
import DirectionalCache from '../emotion/DirectionalCache';
import ThemeLayer from './ThemeLayer';

/**
 * The Emotion cache and the site's MUI theme around a part of the page drawn with MUI (a demo, the settings drawer,
 * the search panel and page, the page actions menu). Each such part brings it with its own code, so a page without
 * one loads neither MUI's theming nor Emotion.
 */
export default function MuiScope({ children }: { children: ReactNode }): ReactNode {
  return (
    <DirectionalCache>
      <ThemeLayer>{children}</ThemeLayer>
    </DirectionalCache>
  );
}

/** `Component` inside its own MuiScope: what a part drawn with MUI exports, so the scope loads with the part's code. */
export function withMuiScope<Props extends object>(Component: ComponentType<Props>): ComponentType<Props> {
  function Scoped(props: Props): ReactNode {
    return (
      <MuiScope>
        <Component {...props} />
      </MuiScope>
    );
  }
  Scoped.displayName = `withMuiScope(${Component.displayName ?? Component.name})`;
  return Scoped;
}
