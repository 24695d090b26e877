import { createContext, useContext } from 'react';
import { createTranslator, FALLBACK_LANGUAGE, type Dictionaries, type Translate } from '../../translator';
import { uiDictionaries } from './messages';

/** A key of the UI dictionary (`src/translations/en.json` is the list of them). */
export type TranslationKey = keyof typeof import('@site/src/translations/en.json');

/** The page props: the reader's language and the dictionaries of the page, plus the translator built from them. */
export interface TranslationsContextValue {
  userLanguage: string;
  translations: Dictionaries;
  t: Translate<TranslationKey>;
}

// Outside the provider (component tests, pages rendered alone) the UI speaks English.
export const TranslationsContext = createContext<TranslationsContextValue>({
  userLanguage: FALLBACK_LANGUAGE,
  translations: uiDictionaries,
  t: createTranslator<TranslationKey>({ dictionaries: uiDictionaries, userLanguage: FALLBACK_LANGUAGE }),
});

/** The reader's language and the dictionaries of the page. */
export function useTranslations(): TranslationsContextValue {
  return useContext(TranslationsContext);
}

/** `t('demo.toolbar.copy')`: a UI message in the reader's language, English when it is missing. */
export function useTranslate(): Translate<TranslationKey> {
  return useContext(TranslationsContext).t;
}
