/**
 * `@theme/MuiScope`: what a part of the page drawn with MUI renders around itself (src/settings/muiTheme/MuiScope).
 * It is an entry of its own, not part of `@theme/SiteSettings`, so that the chrome, which imports the settings on
 * every page, does not bring MUI's theming with them.
 */
export { default } from '@site/src/settings/muiTheme/MuiScope';
export { withMuiScope } from '@site/src/settings/muiTheme/MuiScope';
export { default as WithoutRipple } from '@site/src/settings/muiTheme/WithoutRipple';
