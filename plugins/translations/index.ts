import fs from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { Dictionary } from './translator';
import { byNamespace, namespaceModule } from './namespaces';

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

/** The plugin's name, which names the folder of its generated modules. */
export const UI_TRANSLATIONS_PLUGIN = 'x-docs-ui-translations';

/** The plugin's content: English (every key) and the locale's dictionary completed with it, `null` when it has none. */
export interface UiTranslationsData {
  english: Dictionary;
  dictionary: Dictionary | null;
}

/** Where the browser's code imports a namespace's messages from: `@x-docs/ui-messages/demo`. */
export const UI_MESSAGES_ALIAS = '@x-docs/ui-messages';

/** The folder of the namespace modules: where Docusaurus writes the plugin's generated files (by name and id). */
function namespaceModulesDir(context: Pick<LoadContext, 'generatedFilesDir'>): string {
  return path.join(context.generatedFilesDir, UI_TRANSLATIONS_PLUGIN, 'default');
}

/** The file of a namespace's module, for a bundler setting that names it (a shared chunk). */
export function namespaceModuleFile(context: Pick<LoadContext, 'generatedFilesDir'>, namespace: string): string {
  return path.join(namespaceModulesDir(context), `${namespace}.js`);
}

/** The locale's dictionary with English wherever a message is missing or empty, so the browser needs no other. */
export function withEnglishFallback(english: Dictionary, dictionary: Dictionary): Dictionary {
  const complete: Record<string, string> = { ...english };
  for (const [key, message] of Object.entries(dictionary)) {
    if (message !== '') complete[key] = message;
  }
  return complete;
}

/**
 * Writes the UI dictionary of the locale being built, completed with English where a message is missing, as one
 * module per namespace (`@x-docs/ui-messages/<namespace>`, see theme/Translations/messages.ts), so each locale's pages
 * carry one language and, of it, the namespaces of the parts they show. A locale without a dictionary shows
 * ellipses and logs `Missing language` in the browser, so it is flagged here.
 */
export default function uiTranslationsPlugin(context: LoadContext): Plugin<UiTranslationsData> {
  const dir = path.join(context.siteDir, 'src/translations');
  const { currentLocale: locale, defaultLocale } = context.i18n;
  return {
    name: UI_TRANSLATIONS_PLUGIN,
    getPathsToWatch: () => [...new Set([locale, defaultLocale])].map((language) => path.join(dir, `${language}.json`)),
    // @theme/Translations: the provider and the hooks the site's components translate with.
    getThemePath: () => path.join(__dirname, 'theme'),
    async loadContent() {
      const english = await readDictionary(dir, defaultLocale);
      if (!english) throw new Error(`[${UI_TRANSLATIONS_PLUGIN}] src/translations/${defaultLocale}.json is missing: it lists every key.`);
      if (locale === defaultLocale) return { english, dictionary: english };
      const dictionary = await readDictionary(dir, locale);
      if (!dictionary) {
        console.warn(`[${UI_TRANSLATIONS_PLUGIN}] No UI dictionary for "${locale}": add src/translations/${locale}.json.`);
        return { english, dictionary: null };
      }
      return { english, dictionary: withEnglishFallback(english, dictionary) };
    },
    async contentLoaded({ content: { english, dictionary }, actions }) {
      const parts = byNamespace(english, dictionary ?? {});
      await Promise.all(
        [...parts].map(([namespace, messages]) => actions.createData(`${namespace}.js`, namespaceModule(locale, dictionary && messages))),
      );
    },
    configureWebpack() {
      return { resolve: { alias: { [UI_MESSAGES_ALIAS]: namespaceModulesDir(context) } } };
    },
  };
}
