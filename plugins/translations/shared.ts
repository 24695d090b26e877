import type { Dictionary } from './translator';

/** The plugin's name, which the browser uses to read its global data. */
export const UI_TRANSLATIONS_PLUGIN = 'x-docs-ui-translations';

/** What the browser receives: the current locale's UI dictionary, complete; English (`null` here) is bundled with the components. */
export interface UiTranslationsData {
  dictionary: Dictionary | null;
}
