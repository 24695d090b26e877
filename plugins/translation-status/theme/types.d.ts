/**
 * The translation status a translated page shows, and the status page (its Heading wrapper is typed by
 * theme-classic): the `@theme/…` modules of `plugins/translation-status/theme/`, declared as Docusaurus's own
 * plugins declare theirs. Each re-exports its file by a `@site/` path, so the type checker reads the real types.
 */

declare module '@theme/TranslationNotice' {
  export { default } from '@site/plugins/translation-status/theme/TranslationNotice';
}

declare module '@theme/TranslationStatusPage' {
  export { default } from '@site/plugins/translation-status/theme/TranslationStatusPage';
}
