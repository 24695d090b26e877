import { createContext, useContext } from 'react';
import { createTranslator, FALLBACK_LANGUAGE, type Dictionaries, type Translate } from '../../translator';
// English in the English build; an empty dictionary in the others, whose own comes complete (plugins/translations).
import english from '@x-docs/english-ui-dictionary';

/** A key of the UI dictionary (`src/translations/en.json` is the list of them). */
export type TranslationKey = keyof typeof import('@site/src/translations/en.json');

/** The page props: the reader's language and the dictionaries, plus the translator built from them. */
export interface TranslationsContextValue {
  userLanguage: string;
  translations: Dictionaries;
  t: Translate<TranslationKey>;
}

export const englishDictionaries: Dictionaries = { [FALLBACK_LANGUAGE]: english };

// Outside the provider (component tests, pages rendered alone) the UI speaks English.
export const TranslationsContext = createContext<TranslationsContextValue>({
  userLanguage: FALLBACK_LANGUAGE,
  translations: englishDictionaries,
  t: createTranslator<TranslationKey>({ dictionaries: englishDictionaries, userLanguage: FALLBACK_LANGUAGE }),
});

/** The reader's language and the dictionaries of the page. */
export function useTranslations(): TranslationsContextValue {
  return useContext(TranslationsContext);
}

/** `t('demo.toolbar.copy')`: a UI message in the reader's language, English when it is missing. */
export function useTranslate(): Translate<TranslationKey> {
  return useContext(TranslationsContext).t;
}
