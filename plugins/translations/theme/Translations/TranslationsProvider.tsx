import React, { useMemo, type ReactNode } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { createTranslator } from '../../translator';
import { TranslationsContext, type TranslationKey, type TranslationsContextValue } from './context';
import { uiDictionaries } from './messages';

/**
 * Gives the page its language (the Docusaurus locale) and its messages: the namespaces of that locale's dictionary
 * the page's modules have loaded (messages.ts), complete with English where a message is missing.
 */
export default function TranslationsProvider({ children }: { children: ReactNode }): ReactNode {
  const { currentLocale } = useDocusaurusContext().i18n;
  const value = useMemo<TranslationsContextValue>(
    () => ({
      userLanguage: currentLocale,
      translations: uiDictionaries,
      t: createTranslator<TranslationKey>({ dictionaries: uiDictionaries, userLanguage: currentLocale }),
    }),
    [currentLocale],
  );
  return <TranslationsContext.Provider value={value}>{children}</TranslationsContext.Provider>;
}
