/**
 * The UI translations every part of the site uses: the `@theme/…` modules of `plugins/translations/theme/`, declared
 * as Docusaurus's own plugins declare theirs. Each re-exports its file by a `@site/` path, so the type checker reads
 * the real types.
 */

declare module '@theme/Translations' {
  export * from '@site/plugins/translations/theme/Translations';
  export { default } from '@site/plugins/translations/theme/Translations';
}
