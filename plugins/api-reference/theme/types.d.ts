/**
 * The API reference's pages (route components) and the guides' "API" list: the `@theme/…` modules of
 * `plugins/api-reference/theme/`, declared as Docusaurus's own plugins declare theirs. Each re-exports its file by a
 * `@site/` path, so the type checker reads the real types.
 */

declare module '@theme/ApiLinks' {
  export { default } from '@site/plugins/api-reference/theme/ApiLinks';
}

declare module '@theme/ApiReference/ApiRoutes' {
  export { default } from '@site/plugins/api-reference/theme/ApiReference/ApiRoutes';
}

declare module '@theme/ApiReference/ApiIndexPage' {
  export { default } from '@site/plugins/api-reference/theme/ApiReference/ApiIndexPage';
}

declare module '@theme/ApiReference/ApiPage' {
  export { default } from '@site/plugins/api-reference/theme/ApiReference/ApiPage';
}
