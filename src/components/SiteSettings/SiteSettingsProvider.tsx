import React, { useCallback, useEffect, useMemo, useReducer, useState, type ReactNode } from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { DEFAULT_SETTINGS, settingsReducer } from '@site/src/lib/settings';
import {
  CODE_STYLING_COOKIE,
  CODE_STYLING_COOKIE_VALUES,
  CODE_VARIANT_COOKIE,
  DEFAULT_CODE_STYLING,
  DEFAULT_CODE_VARIANT,
  DEFAULT_MODE_PREFERENCE,
  MODE_STORAGE_KEY,
  demoCodeLinkFromHash,
  initialCodeVariant,
  parseCodeStyling,
  parseModePreference,
  readCookie,
  resolvePaletteMode,
  serializePreferenceCookie,
  type CodeStyling,
  type CodeVariant,
  type ModePreference,
} from '@site/src/lib/preferences';
import { readDocumentCookie, writeDocumentCookie } from '@site/src/lib/documentCookie';
import { SiteSettingsContext, type SiteSettingsContextValue } from './context';

const DARK_QUERY = '(prefers-color-scheme: dark)';

function readStoredMode(): ModePreference {
  try {
    return parseModePreference(window.localStorage.getItem(MODE_STORAGE_KEY));
  } catch {
    return DEFAULT_MODE_PREFERENCE;
  }
}

function storeMode(preference: ModePreference): void {
  try {
    window.localStorage.setItem(MODE_STORAGE_KEY, preference);
  } catch {
    // Storage can be full or disabled: the choice then lasts for this page only.
  }
}

/** Demos mark their root with `data-demo` (components/Demo). */
function isDemoOnPage(demoName: string): boolean {
  return document.getElementById(demoName)?.hasAttribute('data-demo') ?? false;
}

function useSystemPrefersDark(): boolean {
  const [prefersDark, setPrefersDark] = useState(() => ExecutionEnvironment.canUseDOM && window.matchMedia(DARK_QUERY).matches);
  useEffect(() => {
    const query = window.matchMedia(DARK_QUERY);
    const update = () => setPrefersDark(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return prefersDark;
}

/**
 * Owns the site settings. The mode preference is read from storage at once
 * (it changes no markup); the code variant only after hydration, since demos
 * render the variant and the server always renders TypeScript.
 */
export default function SiteSettingsProvider({ children }: { children: ReactNode }): ReactNode {
  const [settings, dispatch] = useReducer(settingsReducer, DEFAULT_SETTINGS);
  const [modePreference, setModePreferenceState] = useState<ModePreference>(() =>
    ExecutionEnvironment.canUseDOM ? readStoredMode() : DEFAULT_MODE_PREFERENCE,
  );
  const [codeVariant, setCodeVariantState] = useState<CodeVariant>(DEFAULT_CODE_VARIANT);
  const [codeStyling, setCodeStylingState] = useState<CodeStyling>(DEFAULT_CODE_STYLING);
  const systemPrefersDark = useSystemPrefersDark();

  useEffect(() => {
    dispatch({ type: 'CHANGE', payload: { paletteMode: resolvePaletteMode(modePreference, systemPrefersDark) } });
  }, [modePreference, systemPrefersDark]);

  useEffect(() => {
    const { hash } = window.location;
    const cookies = readDocumentCookie();
    const variant = initialCodeVariant(hash, cookies, isDemoOnPage);
    setCodeVariantState(variant);
    // Only a link to one of this page's demos is a choice worth remembering.
    const link = demoCodeLinkFromHash(hash);
    if (link && isDemoOnPage(link.demoName)) {
      writeDocumentCookie(serializePreferenceCookie(CODE_VARIANT_COOKIE, variant));
    }
    setCodeStylingState(parseCodeStyling(readCookie(cookies, CODE_STYLING_COOKIE)));
  }, []);

  // Another tab changed the mode: follow it.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === MODE_STORAGE_KEY) {
        setModePreferenceState(parseModePreference(event.newValue));
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const setModePreference = useCallback((preference: ModePreference) => {
    setModePreferenceState(preference);
    storeMode(preference);
  }, []);

  const setCodeVariant = useCallback((variant: CodeVariant) => {
    setCodeVariantState(variant);
    writeDocumentCookie(serializePreferenceCookie(CODE_VARIANT_COOKIE, variant));
  }, []);

  const setCodeStyling = useCallback((styling: CodeStyling) => {
    setCodeStylingState(styling);
    writeDocumentCookie(serializePreferenceCookie(CODE_STYLING_COOKIE, CODE_STYLING_COOKIE_VALUES[styling]));
  }, []);

  const value = useMemo<SiteSettingsContextValue>(
    () => ({ settings, dispatch, modePreference, setModePreference, codeVariant, setCodeVariant, codeStyling, setCodeStyling }),
    [settings, modePreference, setModePreference, codeVariant, setCodeVariant, codeStyling, setCodeStyling],
  );
  return <SiteSettingsContext.Provider value={value}>{children}</SiteSettingsContext.Provider>;
}
