import type { Dictionary } from './translator';

/** A key's namespace, the module its message travels in: `demo.toolbar.copy` → `demo`. */
export function namespaceOf(key: string): string {
  return key.split('.', 1)[0] ?? key;
}

/** The dictionary's messages by namespace, for every namespace `reference` (English) has. */
export function byNamespace(reference: Dictionary, dictionary: Dictionary): Map<string, Record<string, string>> {
  const parts = new Map<string, Record<string, string>>();
  for (const key of Object.keys(reference)) {
    const namespace = namespaceOf(key);
    const part = parts.get(namespace) ?? {};
    const message = dictionary[key];
    if (message !== undefined) part[key] = message;
    parts.set(namespace, part);
  }
  return parts;
}

/** The module that adds a namespace's messages to the page's (theme/Translations/messages.ts) when it loads. */
export function namespaceModule(language: string, messages: Dictionary | null): string {
  if (!messages) return '// No dictionary for this language: its pages show an ellipsis and log "Missing language".\nexport {};\n';
  return [
    "import { addMessages } from '@theme/Translations/messages';",
    `addMessages(${JSON.stringify(language)}, ${JSON.stringify(messages)});`,
    '',
  ].join('\n');
}
