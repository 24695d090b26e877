/**
 * The UI translations every part of the site uses: the `@theme/…` modules of `plugins/translations/theme/`, declared
 * as Docusaurus's own plugins declare theirs. Each re-exports its file by a `@site/` path, so the type checker reads
 * the real types.
 */

declare module '@theme/Translations' {
  export * from '@site/plugins/translations/theme/Translations';
  export { default } from '@site/plugins/translations/theme/Translations';
}

/** Resolved by plugins/translations: `src/translations/en.json` in the English build, an empty dictionary elsewhere. */
declare module '@x-docs/english-ui-dictionary' {
  const english: Readonly<Record<string, string>>;
  export default english;
}
