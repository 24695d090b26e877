/**
 * What every page's head says about the self-hosted fonts: the Latin files preloaded, and one stylesheet with each
 * family's metric-matched fallback face and its web font faces, all `font-display: optional`. The preloaded files
 * download with the stylesheets, and the first paint uses them when they have arrived (always, once they are cached);
 * when they are late the text paints in the fallback and keeps it for the life of the page. Text is never laid out in
 * one font and then in another, so no font moves it. Markup only: no script and no event-handler attribute.
 */
import type { HtmlTags } from '@docusaurus/types';

export interface FontHeadTagsInput {
  /** The @font-face rules of the web fonts, pointing at the served files. */
  webFontFaces: string;
  /** The @font-face rules of the fallback faces. */
  fallbackFaces: string;
  /** The files to preload: the faces that draw most of the text. */
  preloadUrls: readonly string[];
}

/** Sets every face's `font-display`, replacing the one it declares (Fontsource's is `swap`). */
export function withFontDisplay(css: string, display: 'optional' | 'swap'): string {
  return css
    .replace(/font-display:\s*[a-z]+\s*;/g, `font-display: ${display};`)
    .replace(/@font-face\s*\{(?![^}]*font-display)/g, (opening) => `${opening}font-display: ${display};`);
}

export function fontHeadTags({ webFontFaces, fallbackFaces, preloadUrls }: FontHeadTagsInput): HtmlTags {
  return [
    // Fonts are fetched in CORS mode: a preload without `crossorigin` would be a second, unused download.
    ...preloadUrls.map((href) => ({
      tagName: 'link',
      attributes: { rel: 'preload', href, as: 'font', type: 'font/woff2', crossorigin: 'anonymous' },
    })),
    {
      tagName: 'style',
      attributes: { 'data-font-faces': 'true' },
      innerHTML: `${fallbackFaces}\n${withFontDisplay(webFontFaces, 'optional')}`,
    },
  ];
}
