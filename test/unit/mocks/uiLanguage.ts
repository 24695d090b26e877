/** The site's UI language in component tests: the build's locale and the messages its namespaces add to the page's. */
import type { Dictionaries, Dictionary } from '@site/plugins/translations/translator';
import { uiDictionaries } from '@theme/Translations/messages';
import { FALLBACK_LANGUAGE } from '@site/plugins/translations/translator';
import { mockI18n } from './docusaurusContext';
import './uiMessages';

interface Mocks {
  mockI18n: typeof mockI18n;
  uiDictionaries: Dictionaries;
}

/**
 * English stays, as in every test; `dictionary` becomes the locale's (`null`: the locale has none). Pass the modules
 * of a fresh module registry (after `jest.resetModules()`); by default, this registry's.
 */
export function setUiLanguage(locale: string, dictionary: Dictionary | null, mocks: Mocks = { mockI18n, uiDictionaries }): void {
  mocks.mockI18n.currentLocale = locale;
  const loaded = mocks.uiDictionaries as Record<string, Dictionary>;
  for (const language of Object.keys(loaded)) {
    if (language !== FALLBACK_LANGUAGE) Reflect.deleteProperty(loaded, language);
  }
  if (dictionary && locale !== FALLBACK_LANGUAGE) loaded[locale] = { ...dictionary };
}
