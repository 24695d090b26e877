/**
 * The offline page, a route of this plugin: the `@theme/…` modules of `plugins/offline/theme/`, declared as
 * Docusaurus's own plugins declare theirs. Each re-exports its file by a `@site/` path, so the type checker reads
 * the real types.
 */

declare module '@theme/OfflinePage' {
  export { default } from '@site/plugins/offline/theme/OfflinePage';
}
