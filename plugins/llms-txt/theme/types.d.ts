/**
 * "Copy page" and its menu, beside each docs page's title: the `@theme/…` modules of `plugins/llms-txt/theme/`,
 * declared as Docusaurus's own plugins declare theirs. Each re-exports its file by a `@site/` path, so the type
 * checker reads the real types.
 */

declare module '@theme/PageActions' {
  export { default } from '@site/plugins/llms-txt/theme/PageActions';
}
