/**
 * The ad under a docs page's introduction, which remarkAdSlot puts on the page: the `@theme/…` modules of
 * `plugins/ads/theme/`, declared as Docusaurus's own plugins declare theirs. Each re-exports its file by a `@site/`
 * path, so the type checker reads the real types.
 */

declare module '@theme/AdSlot' {
  export { default } from '@site/plugins/ads/theme/AdSlot';
}
