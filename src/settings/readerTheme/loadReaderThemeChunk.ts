/** The reader's theme for demos (`readerThemeChunk.ts`), loaded on demand. */
export type ReaderThemeChunk = typeof import('./readerThemeChunk');

export function loadReaderThemeChunk(): Promise<ReaderThemeChunk> {
  return import(/* webpackChunkName: "reader-theme" */ './readerThemeChunk');
}
