import fs from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { Dictionary } from './translator';
import { UI_TRANSLATIONS_PLUGIN, type UiTranslationsData } from './shared';

/** Reads `<dir>/<locale>.json` and checks it is a flat map of dotted keys to strings. */
export async function readDictionary(dir: string, locale: string): Promise<Dictionary | null> {
  const file = path.join(dir, `${locale}.json`);
  let text: string;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch {
    return null;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new Error(`${file} is not valid JSON: ${(error as Error).message}`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error(`${file} must be an object of dotted keys to messages, like { "demo.toolbar.copy": "Copy" }.`);
  }
  for (const [key, message] of Object.entries(parsed)) {
    if (typeof message !== 'string') {
      throw new Error(`${file}: the message of "${key}" must be a string (keys are flat and dotted, not nested).`);
    }
  }
  return parsed as Dictionary;
}

/** The module theme/Translations imports as the English dictionary: the real one in the English build only. */
export const ENGLISH_DICTIONARY_ALIAS = '@x-docs/english-ui-dictionary';

/** The locale's dictionary with English wherever a message is missing or empty, so the browser needs no other. */
export function withEnglishFallback(english: Dictionary, dictionary: Dictionary): Dictionary {
  const complete: Record<string, string> = { ...english };
  for (const [key, message] of Object.entries(dictionary)) {
    if (message !== '') complete[key] = message;
  }
  return complete;
}

/**
 * Ships the UI dictionary of the locale being built as global data, completed with English where a message is
 * missing, so each locale's pages carry one language and no other: English is bundled by theme/Translations in the
 * English build only (elsewhere the alias points at an empty dictionary). A locale without a dictionary shows
 * ellipses and logs `Missing language` in the browser, so it is flagged here.
 */
export default function uiTranslationsPlugin(context: LoadContext): Plugin<UiTranslationsData> {
  const dir = path.join(context.siteDir, 'src/translations');
  const locale = context.i18n.currentLocale;
  return {
    name: UI_TRANSLATIONS_PLUGIN,
    getPathsToWatch: () => [path.join(dir, `${locale}.json`)],
    // @theme/Translations: the provider and the hooks the site's components translate with.
    getThemePath: () => path.join(__dirname, 'theme'),
    async loadContent() {
      if (locale === context.i18n.defaultLocale) {
        return { dictionary: null };
      }
      const dictionary = await readDictionary(dir, locale);
      if (!dictionary) {
        console.warn(`[${UI_TRANSLATIONS_PLUGIN}] No UI dictionary for "${locale}": add src/translations/${locale}.json.`);
        return { dictionary: null };
      }
      const english = await readDictionary(dir, context.i18n.defaultLocale);
      return { dictionary: english ? withEnglishFallback(english, dictionary) : dictionary };
    },
    configureWebpack() {
      const englishBuild = locale === context.i18n.defaultLocale;
      const english = englishBuild ? path.join(dir, `${locale}.json`) : path.join(__dirname, 'noEnglishDictionary.json');
      return { resolve: { alias: { [`${ENGLISH_DICTIONARY_ALIAS}$`]: english } } };
    },
    contentLoaded({ content, actions }) {
      actions.setGlobalData(content);
    },
  };
}
