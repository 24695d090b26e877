import React, { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  DEFAULT_CODE_STYLING,
  DEFAULT_CODE_VARIANT,
  demoCodeLinkFromHash,
  type CodeStyling,
  type CodeVariant,
} from '@site/src/lib/preferences';
import { readDocumentCookie, writeDocumentCookie } from '@site/src/lib/documentCookie';
import {
  CODE_STYLING_COOKIE,
  CODE_STYLING_COOKIE_VALUES,
  CODE_VARIANT_COOKIE,
  initialCodeVariant,
  parseCodeStyling,
  readCookie,
  serializePreferenceCookie,
} from './codePreferenceCookies';
import { createSiteSettingsStore } from './settingsStore';
import { CodePreferencesContext, SiteSettingsContext, type CodePreferencesContextValue } from './context';

/** Demos mark their root with `data-demo` (@theme/Demo). */
function isDemoOnPage(demoName: string): boolean {
  return document.getElementById(demoName)?.hasAttribute('data-demo') ?? false;
}

/**
 * Owns the site settings. The code variant is read only after hydration, since
 * demos render the variant and the server always renders TypeScript.
 */
export default function SiteSettingsProvider({ children }: { children: ReactNode }): ReactNode {
  const [settingsStore] = useState(createSiteSettingsStore);
  const [codeVariant, setCodeVariantState] = useState<CodeVariant>(DEFAULT_CODE_VARIANT);
  const [codeStyling, setCodeStylingState] = useState<CodeStyling>(DEFAULT_CODE_STYLING);

  useEffect(() => {
    const { hash } = window.location;
    const cookies = readDocumentCookie();
    const variant = initialCodeVariant(hash, cookies, isDemoOnPage);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- cookies and hash are read after hydration: the server has neither
    setCodeVariantState(variant);
    // Only a link to one of this page's demos is a choice worth remembering.
    const link = demoCodeLinkFromHash(hash);
    if (link && isDemoOnPage(link.demoName)) {
      writeDocumentCookie(serializePreferenceCookie(CODE_VARIANT_COOKIE, variant));
    }
    setCodeStylingState(parseCodeStyling(readCookie(cookies, CODE_STYLING_COOKIE)));
  }, []);

  const setCodeVariant = useCallback((variant: CodeVariant) => {
    setCodeVariantState(variant);
    writeDocumentCookie(serializePreferenceCookie(CODE_VARIANT_COOKIE, variant));
  }, []);

  const setCodeStyling = useCallback((styling: CodeStyling) => {
    setCodeStylingState(styling);
    writeDocumentCookie(serializePreferenceCookie(CODE_STYLING_COOKIE, CODE_STYLING_COOKIE_VALUES[styling]));
  }, []);

  const codePreferences = useMemo<CodePreferencesContextValue>(
    () => ({ codeVariant, setCodeVariant, codeStyling, setCodeStyling }),
    [codeVariant, setCodeVariant, codeStyling, setCodeStyling],
  );
  return (
    <SiteSettingsContext.Provider value={settingsStore}>
      <CodePreferencesContext.Provider value={codePreferences}>{children}</CodePreferencesContext.Provider>
    </SiteSettingsContext.Provider>
  );
}
