/**
 * The UI translations every part of the site uses: the `@theme/…` modules of `plugins/translations/theme/`, declared
 * as Docusaurus's own plugins declare theirs. Each re-exports its file by a `@site/` path, so the type checker reads
 * the real types.
 */

declare module '@theme/Translations' {
  export * from '@site/plugins/translations/theme/Translations';
  export { default } from '@site/plugins/translations/theme/Translations';
}

declare module '@theme/Translations/messages' {
  export * from '@site/plugins/translations/theme/Translations/messages';
}

/**
 * One namespace of the build's UI dictionary (`@x-docs/ui-messages/demo`), written by plugins/translations: imported
 * for its effect, it adds the namespace's messages to the page's.
 */
declare module '@x-docs/ui-messages/*';
