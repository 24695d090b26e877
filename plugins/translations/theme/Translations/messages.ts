import type { Dictionaries, Dictionary } from '../../translator';

const loaded: Record<string, Record<string, string>> = {};

/**
 * The UI messages the page has loaded, by language. plugins/translations writes the dictionary as one module per
 * namespace (the first part of a key: `demo.*`, `search.*`), `@x-docs/ui-messages/<namespace>`, and a module that
 * shows a namespace's messages imports it. A page so downloads the messages of the parts it shows and no others, and
 * each namespace adds itself here as it loads, before any module that reads it runs. The translators look keys up
 * here when they are called, so they see the namespaces that arrive later.
 */
export const uiDictionaries: Dictionaries = loaded;

/** Called by the generated namespace modules: `messages` are the build's language's, complete with English. */
export function addMessages(language: string, messages: Dictionary): void {
  Object.assign((loaded[language] ??= {}), messages);
}
