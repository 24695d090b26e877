/**
 * `@theme/SiteSettings`: the reader's settings (direction, density, code variant and styling, and the palette mode
 * Docusaurus's colour mode gives) for the feature plugins' components. They live in src/settings; this entry exists
 * because Docusaurus makes `@theme/…` names only of the files in `src/theme/`.
 */
export * from '@site/src/settings';
