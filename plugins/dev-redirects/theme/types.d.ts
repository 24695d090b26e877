/**
 * The redirect route of `npm start`: the `@theme/…` modules of `plugins/dev-redirects/theme/`, declared as
 * Docusaurus's own plugins declare theirs. Each re-exports its file by a `@site/` path, so the type checker reads
 * the real types.
 */

declare module '@theme/RouteRedirect' {
  export { default } from '@site/plugins/dev-redirects/theme/RouteRedirect';
}
