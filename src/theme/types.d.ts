/**
 * The theme components the site adds to Docusaurus's (its overrides of theme-classic's are typed by theme-classic):
 * the `@theme/…` modules of `src/theme/`, declared as Docusaurus's own plugins declare theirs. Each re-exports its
 * file by a `@site/` path, so the type checker reads the real types.
 */

declare module '@theme/LazyPart' {
  export * from '@site/src/theme/LazyPart';
  export { default } from '@site/src/theme/LazyPart';
}

declare module '@theme/SiteSettings' {
  export * from '@site/src/theme/SiteSettings';
}

declare module '@theme/EntryBadges' {
  export * from '@site/src/theme/EntryBadges';
  export { default } from '@site/src/theme/EntryBadges';
}

declare module '@theme/PlanMark' {
  export { default } from '@site/src/theme/PlanMark';
}

declare module '@theme/SearchIndexFields' {
  export { default } from '@site/src/theme/SearchIndexFields';
}

declare module '@theme/MuiScope' {
  export * from '@site/src/theme/MuiScope';
  export { default } from '@site/src/theme/MuiScope';
}
