/**
 * What every page's head says about the self-hosted fonts: one stylesheet with each family's metric-matched fallback
 * face and its web font faces, all `font-display: optional`. The browser requests a face as soon as text needs it and
 * paints in it when it is there in time (always, once it is cached); when it is late the text paints in the fallback
 * and keeps it for the life of the page. Text is never laid out in one font and then in another, so no font moves it.
 * Nothing is preloaded: a preload competes with the page's own files and delayed the first paint on a slow phone
 * connection by about 0.3 s, for fonts that came too late there anyway. Markup only: no script, no event handler.
 */
import type { HtmlTags } from '@docusaurus/types';

export interface FontHeadTagsInput {
  /** The @font-face rules of the web fonts, pointing at the served files. */
  webFontFaces: string;
  /** The @font-face rules of the fallback faces. */
  fallbackFaces: string;
}

/** Sets every face's `font-display`, replacing the one it declares (Fontsource's is `swap`). */
export function withFontDisplay(css: string, display: 'optional' | 'swap'): string {
  return css
    .replace(/font-display:\s*[a-z]+\s*;/g, `font-display: ${display};`)
    .replace(/@font-face\s*\{(?![^}]*font-display)/g, (opening) => `${opening}font-display: ${display};`);
}

export function fontHeadTags({ webFontFaces, fallbackFaces }: FontHeadTagsInput): HtmlTags {
  return [
    {
      tagName: 'style',
      attributes: { 'data-font-faces': 'true' },
      innerHTML: `${fallbackFaces}\n${withFontDisplay(webFontFaces, 'optional')}`,
    },
  ];
}
