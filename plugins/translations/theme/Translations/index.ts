/**
 * What the site's components use of the UI translations, as `@theme/Translations`:
 * the provider (in Root), the hooks, and the translator for code outside React.
 */
export { default as TranslationsProvider } from './TranslationsProvider';
export { useTranslate, useTranslations, type TranslationKey, type TranslationsContextValue } from './context';
export { uiDictionaries } from './messages';
export { createTranslator, FALLBACK_LANGUAGE, type Dictionary, type Translate } from '../../translator';
