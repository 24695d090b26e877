/**
 * What the code-blocks plugin offers beside its CodeBlock/Buttons/CopyButton (typed by theme-classic): the
 * `@theme/…` modules of `plugins/code-blocks/theme/`, declared as Docusaurus's own plugins declare theirs. Each
 * re-exports its file by a `@site/` path, so the type checker reads the real types.
 */

declare module '@theme/hooks/useCopyFeedback' {
  export * from '@site/plugins/code-blocks/theme/hooks/useCopyFeedback';
}
