/**
 * `@theme/SiteSettings`: the reader's settings (colour mode, direction, code variant and styling) for the feature
 * plugins' components. The provider is rendered by `Root`; the settings drawer changes them.
 */
export { useSiteSettings, type SiteSettingsContextValue } from './context';
