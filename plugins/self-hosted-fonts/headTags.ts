/**
 * What every page's head says about the self-hosted fonts. The browser requests a web face as soon as text needs it
 * and paints in it when it is there in time (always, once it is cached); every face is `font-display: optional`, so
 * when it is late the text paints in the metric-matched fallback and keeps it for the life of the page. Nothing is
 * preloaded: a preload competes with the page's own files and delayed the first paint on a slow phone connection by
 * about 0.3 s, for fonts that came too late there anyway.
 *
 * The fallback faces are a stylesheet; the web faces are registered by a script that runs as the head is parsed,
 * with the Font Loading API. Chromium builds every face of the page's stylesheets again whenever a stylesheet already
 * in the page changes, as each style MUI's Emotion inserts does: a web face built again after its file came late finds
 * the file in memory, inside its new block period, and is used, so the text re-wrapped and moved (0.076 of layout
 * shift on the row grouping guide on a phone). A face added with the API belongs to no stylesheet and keeps the
 * decision it made. Readers without JavaScript get the same web faces as a stylesheet. The script waits for nothing:
 * no event handler, no timer.
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

/** A web face as the Font Loading API takes it: `new FontFace(family, source, descriptors)`. */
export interface WebFace {
  family: string;
  source: string;
  descriptors: FontFaceDescriptors;
}

// The @font-face descriptors Fontsource writes, by the name the API gives them; `font-display` is set for all.
const DESCRIPTORS: Record<string, keyof FontFaceDescriptors | null> = {
  'font-style': 'style',
  'font-weight': 'weight',
  'font-stretch': 'stretch',
  'unicode-range': 'unicodeRange',
  'font-display': null,
};

/** The faces of an @font-face stylesheet, every one `font-display: optional`. */
export function webFaces(css: string): WebFace[] {
  return [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)].map(([, body = '']) => {
    const face: WebFace = { family: '', source: '', descriptors: { display: 'optional' } };
    for (const declaration of body.split(';')) {
      const colon = declaration.indexOf(':');
      if (colon < 0) continue;
      const name = declaration.slice(0, colon).trim();
      const value = declaration.slice(colon + 1).trim();
      if (name === 'font-family') face.family = value.replace(/^['"]|['"]$/g, '');
      else if (name === 'src') face.source = value;
      else if (name in DESCRIPTORS) {
        const key = DESCRIPTORS[name];
        if (key) face.descriptors = { ...face.descriptors, [key]: value };
      } else throw new Error(`self-hosted-fonts: the @font-face descriptor "${name}" has no Font Loading API name here.`);
    }
    if (!face.family || !face.source) throw new Error(`self-hosted-fonts: a web face needs a family and a src: ${body}`);
    return face;
  });
}

/** The script that adds the faces to the document's font set; a browser without the API keeps the fallback. */
export function webFacesScript(faces: readonly WebFace[]): string {
  const list = JSON.stringify(faces.map(({ family, source, descriptors }) => [family, source, descriptors])).replace(/</g, '\\u003c');
  return (
    `(function(faces){if(typeof FontFace!=='function'||!document.fonts)return;` +
    `faces.forEach(function(face){try{document.fonts.add(new FontFace(face[0],face[1],face[2]))}catch(error){}})})(${list})`
  );
}

export function fontHeadTags({ webFontFaces, fallbackFaces }: FontHeadTagsInput): HtmlTags {
  return [
    { tagName: 'style', attributes: { 'data-font-faces': 'true' }, innerHTML: fallbackFaces },
    { tagName: 'script', attributes: { 'data-font-faces': 'true' }, innerHTML: webFacesScript(webFaces(webFontFaces)) },
    `<noscript><style data-font-faces="true">${withFontDisplay(webFontFaces, 'optional')}</style></noscript>`,
  ];
}
