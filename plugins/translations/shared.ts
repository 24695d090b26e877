import type { Dictionary } from './translator';

/** The plugin's name, which names the folder of its generated modules. */
export const UI_TRANSLATIONS_PLUGIN = 'x-docs-ui-translations';

/** The plugin's content: English (every key) and the locale's dictionary completed with it, `null` when it has none. */
export interface UiTranslationsData {
  english: Dictionary;
  dictionary: Dictionary | null;
}
