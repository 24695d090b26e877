import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type { PaletteMode } from '../muiTheme/themeTokens';

/**
 * The colour mode the page shows: Docusaurus's `data-theme` on <html>, set before the first paint and by every
 * `setColorMode`. Docusaurus's `useColorMode()` lags behind it on the first render, on purpose (it must hydrate
 * with the server's value), so what must be right from the start reads the attribute. Light on the server.
 */
export function documentPaletteMode(): PaletteMode {
  return ExecutionEnvironment.canUseDOM && document.documentElement.getAttribute('data-theme') === 'dark' ? 'dark' : 'light';
}
