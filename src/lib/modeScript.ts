/**
 * The inline script that applies the stored colour mode before the first
 * paint. It runs after Docusaurus's own script and wins when the reader chose a
 * mode on this site (`mui-mode`); with nothing stored, Docusaurus's choice stands.
 */
import { MODE_STORAGE_KEY } from './preferences';

export function modeInitScript(): string {
  return `(function () {
  try {
    var stored = window.localStorage.getItem(${JSON.stringify(MODE_STORAGE_KEY)});
    if (stored !== 'light' && stored !== 'dark' && stored !== 'system') return;
    var dark = window.matchMedia('(prefers-color-scheme: dark)').matches;
    var mode = stored === 'system' ? (dark ? 'dark' : 'light') : stored;
    document.documentElement.setAttribute('data-theme', mode);
    document.documentElement.setAttribute('data-theme-choice', stored);
  } catch (error) {}
})();`;
}
