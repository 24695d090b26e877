import React, { useMemo, type ReactNode } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { usePluginData } from '@docusaurus/useGlobalData';
import { createTranslator } from '../../translator';
import { UI_TRANSLATIONS_PLUGIN, type UiTranslationsData } from '../../shared';
import { englishDictionaries, TranslationsContext, type TranslationKey, type TranslationsContextValue } from './context';

/**
 * Gives the page its language (the Docusaurus locale) and the dictionaries: English, always bundled as the
 * fallback, and the current locale's, which plugins/ui-translations ships only in that locale's build.
 */
export default function TranslationsProvider({ children }: { children: ReactNode }): ReactNode {
  const { currentLocale } = useDocusaurusContext().i18n;
  const { dictionary } = usePluginData(UI_TRANSLATIONS_PLUGIN) as UiTranslationsData;
  const value = useMemo<TranslationsContextValue>(() => {
    const translations = dictionary ? { ...englishDictionaries, [currentLocale]: dictionary } : englishDictionaries;
    return {
      userLanguage: currentLocale,
      translations,
      t: createTranslator<TranslationKey>({ dictionaries: translations, userLanguage: currentLocale }),
    };
  }, [currentLocale, dictionary]);
  return <TranslationsContext.Provider value={value}>{children}</TranslationsContext.Provider>;
}
