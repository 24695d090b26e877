import type { Dispatch } from 'react';
import { DEFAULT_SETTINGS, settingsReducer, type SettingsAction, type SiteSettings } from './siteSettings';

/**
 * The density and direction as a store its readers subscribe to. A context whose value changed would make React
 * search the whole page's component tree for its readers at every switch (every demo's, on a page of grids); a store
 * tells its readers directly.
 */
export interface SiteSettingsStore {
  getSnapshot: () => SiteSettings;
  subscribe: (listener: () => void) => () => void;
  dispatch: Dispatch<SettingsAction>;
}

export function createSiteSettingsStore(initial: SiteSettings = DEFAULT_SETTINGS): SiteSettingsStore {
  let settings = initial;
  const listeners = new Set<() => void>();
  return {
    getSnapshot: () => settings,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispatch: (action) => {
      const next = settingsReducer(settings, action);
      if (next === settings) return;
      settings = next;
      listeners.forEach((listener) => listener());
    },
  };
}
