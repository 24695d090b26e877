/**
 * What components outside this folder may use of the reader's settings; the feature plugins import it as
 * `@theme/SiteSettings` (src/theme/SiteSettings re-exports it). The chrome mounts the rest by path: the providers
 * (`SiteProviders`), the effects (`effects/SettingsEffects`) and the navbar button (`drawer/SettingsButton`).
 */
export { useCodePreferences, useSiteSetting, type CodePreferencesContextValue, type SiteSettingsContextValue } from './state/context';
export type { SiteSettings } from './state/siteSettings';
export { CODE_STYLING_COOKIE_VALUES } from './state/codePreferenceCookies';
export { usePaletteMode } from './state/usePaletteMode';
export { documentPaletteMode } from './state/documentPaletteMode';
export { useStoredReaderTheme } from './readerTheme/useStoredReaderTheme';
export { loadReaderThemeChunk, type ReaderThemeChunk } from './readerTheme/loadReaderThemeChunk';
export type { ReaderThemeFile } from './readerTheme/readerThemeFile';
