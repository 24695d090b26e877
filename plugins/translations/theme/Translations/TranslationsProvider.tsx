import React, { useMemo, type ReactNode } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { usePluginData } from '@docusaurus/useGlobalData';
import { createTranslator } from '../../translator';
import { UI_TRANSLATIONS_PLUGIN, type UiTranslationsData } from '../../shared';
import { englishDictionaries, TranslationsContext, type TranslationKey, type TranslationsContextValue } from './context';

/**
 * Gives the page its language (the Docusaurus locale) and its dictionary: English, bundled in the English build, or
 * the current locale's, which plugins/translations ships complete (English where a message is missing) in that
 * locale's build only.
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
