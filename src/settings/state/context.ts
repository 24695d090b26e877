import { createContext, useContext, useSyncExternalStore, type Dispatch } from 'react';
import type { CodeStyling, CodeVariant } from '@site/src/lib/preferences';
import type { SettingsAction, SiteSettings } from './siteSettings';
import type { SiteSettingsStore } from './settingsStore';

/** Density and direction: what MUI draws with. */
export interface SiteSettingsContextValue {
  settings: SiteSettings;
  dispatch: Dispatch<SettingsAction>;
}

/**
 * The code variant and styling the demos show. A context of its own: a demo re-renders when they change, not when
 * the reader switches density or direction (its MUI parts follow those in a deferred render, through MuiScope).
 */
export interface CodePreferencesContextValue {
  codeVariant: CodeVariant;
  setCodeVariant: (variant: CodeVariant) => void;
  codeStyling: CodeStyling;
  setCodeStyling: (styling: CodeStyling) => void;
}

export const SiteSettingsContext = createContext<SiteSettingsStore | null>(null);
export const CodePreferencesContext = createContext<CodePreferencesContextValue | null>(null);

function useProvided<Value>(value: Value | null): Value {
  if (!value) {
    throw new Error('Forgot to wrap component in SiteSettingsProvider');
  }
  return value;
}

function useSettingsStore(): SiteSettingsStore {
  return useProvided(useContext(SiteSettingsContext));
}

/** Density and direction, and their dispatch; only usable inside the provider that `Root` renders. */
export function useSiteSettings(): SiteSettingsContextValue {
  const store = useSettingsStore();
  const settings = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return { settings, dispatch: store.dispatch };
}

/** One setting: its reader renders again when that one changes, not the other. */
export function useSiteSetting<Key extends keyof SiteSettings>(key: Key): SiteSettings[Key] {
  const store = useSettingsStore();
  const read = () => store.getSnapshot()[key];
  return useSyncExternalStore(store.subscribe, read, read);
}

/** Changes the settings without reading them. */
export function useSiteSettingsDispatch(): Dispatch<SettingsAction> {
  return useSettingsStore().dispatch;
}

/** The code variant and styling, and their setters; only usable inside the provider that `Root` renders. */
export function useCodePreferences(): CodePreferencesContextValue {
  return useProvided(useContext(CodePreferencesContext));
}
