/**
 * The UI translation dictionary: messages keyed by dotted
 * strings, one dictionary per language, English as the fallback.
 */

/** One language's messages: `{ "demo.toolbar.copy": "Copy", ... }`. */
export type Dictionary = Readonly<Record<string, string>>;

/** Every dictionary the page has, by language. */
export type Dictionaries = Readonly<Partial<Record<string, Dictionary>>>;

/** Values for the `{name}` placeholders of a message. */
export type MessageValues = Readonly<Record<string, string | number>>;

export type Translate<Key extends string = string> = (key: Key, values?: MessageValues) => string;

/** Where the translator reports what it could not find. */
export interface TranslationLogger {
  warn: (message: string) => void;
  error: (message: string) => void;
}

export const FALLBACK_LANGUAGE = 'en';

/** Shown instead of every message when the reader's language has no dictionary at all. */
export const MISSING_LANGUAGE_TEXT = '…';

export function missingTranslationMessage(language: string, key: string): string {
  return `Missing translation for ${language}:${key}`;
}

export function missingLanguageMessage(language: string): string {
  return `Missing language: ${language}`;
}

/** Replaces each `{name}` of a message with its value; unknown placeholders stay as written. */
export function interpolate(message: string, values?: MessageValues): string {
  if (!values) {
    return message;
  }
  return message.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = values[name];
    return value === undefined ? placeholder : String(value);
  });
}

interface TranslatorOptions {
  dictionaries: Dictionaries;
  userLanguage: string;
  logger?: TranslationLogger;
}

/**
 * A function from key to message in the reader's language.
 *
 * - A key the language lacks falls back to English, with one warning per key.
 * - A language without a dictionary logs one error and shows an ellipsis.
 * - A key English lacks too shows the key itself, so a typo is visible, never a crash.
 */
export function createTranslator<Key extends string = string>({
  dictionaries,
  userLanguage,
  logger = console,
}: TranslatorOptions): Translate<Key> {
  const warnedKeys = new Set<string>();
  let languageErrorLogged = false;

  const warnOnce = (language: string, key: string) => {
    const id = `${language}:${key}`;
    if (!warnedKeys.has(id)) {
      warnedKeys.add(id);
      logger.warn(missingTranslationMessage(language, key));
    }
  };

  return (key, values) => {
    const dictionary = dictionaries[userLanguage];
    if (!dictionary) {
      if (!languageErrorLogged) {
        languageErrorLogged = true;
        logger.error(missingLanguageMessage(userLanguage));
      }
      return MISSING_LANGUAGE_TEXT;
    }
    const message = dictionary[key];
    if (message !== undefined) {
      return interpolate(message, values);
    }
    warnOnce(userLanguage, key);
    const fallback = userLanguage === FALLBACK_LANGUAGE ? undefined : dictionaries[FALLBACK_LANGUAGE]?.[key];
    if (fallback === undefined) {
      if (userLanguage !== FALLBACK_LANGUAGE) warnOnce(FALLBACK_LANGUAGE, key);
      return key;
    }
    return interpolate(fallback, values);
  };
}

/** The keys of `reference` that `dictionary` lacks or leaves empty: what a translator still has to write. */
export function untranslatedKeys(reference: Dictionary, dictionary: Dictionary): string[] {
  return Object.keys(reference).filter((key) => !dictionary[key]?.trim());
}
