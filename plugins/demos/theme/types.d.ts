/**
 * The demos plugin's component, which remarkDemos puts where a page writes <Demo src>: the `@theme/…` modules of
 * `plugins/demos/theme/`, declared as Docusaurus's own plugins declare theirs. Each re-exports its file by a
 * `@site/` path, so the type checker reads the real types.
 */

declare module '@theme/Demo' {
  export * from '@site/plugins/demos/theme/Demo';
  export { default } from '@site/plugins/demos/theme/Demo';
}
