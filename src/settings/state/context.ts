import { createContext, useContext, type Dispatch } from 'react';
import type { CodeStyling, CodeVariant } from '@site/src/lib/preferences';
import type { SettingsAction, SiteSettings } from './siteSettings';

export interface SiteSettingsContextValue {
  settings: SiteSettings;
  dispatch: Dispatch<SettingsAction>;
  codeVariant: CodeVariant;
  setCodeVariant: (variant: CodeVariant) => void;
  codeStyling: CodeStyling;
  setCodeStyling: (styling: CodeStyling) => void;
}

export const SiteSettingsContext = createContext<SiteSettingsContextValue | null>(null);

/** The site settings; only usable inside the provider that `Root` renders. */
export function useSiteSettings(): SiteSettingsContextValue {
  const value = useContext(SiteSettingsContext);
  if (!value) {
    throw new Error('Forgot to wrap component in ThemeProvider');
  }
  return value;
}
