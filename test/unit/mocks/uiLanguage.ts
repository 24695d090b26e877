/** The site's UI language in component tests: the build's locale and the dictionary the ui-translations plugin hands over. */
import { UI_TRANSLATIONS_PLUGIN } from '../../../plugins/translations/shared';
import type { Dictionary } from '@site/plugins/translations/translator';
import { mockI18n } from './docusaurusContext';
import { mockGlobalData } from './globalData';

interface Mocks {
  mockI18n: typeof mockI18n;
  mockGlobalData: typeof mockGlobalData;
}

/** Pass the mocks of a fresh module registry (after `jest.resetModules()`); by default, this registry's. */
export function setUiLanguage(locale: string, dictionary: Dictionary | null, mocks: Mocks = { mockI18n, mockGlobalData }): void {
  mocks.mockI18n.currentLocale = locale;
  mocks.mockGlobalData[UI_TRANSLATIONS_PLUGIN] = { dictionary };
}
