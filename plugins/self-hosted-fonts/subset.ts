/**
 * Makes a web font file smaller before the site serves it, with harfbuzz's subsetter (subset-font): a variable
 * font keeps only the part of its weight axis the site uses, which drops the masters outside it (a third of the
 * bytes when the axis runs from 100 to 900 and the site uses 400 to 700), only the characters its face's
 * `unicode-range` names, and only the layout features text is shaped with unless CSS asks for others. Hinting
 * stays.
 */
import subsetFont from 'subset-font';
import { codePointRanges } from './fontFaces';

/**
 * The OpenType layout features kept: those a browser applies to horizontal text without being asked (HarfBuzz's
 * default features, which Chromium and Firefox shape with), so the site's text shapes as it did, and the tabular
 * figures (`tnum`) that demos ask for with `font-variant-numeric: tabular-nums`. A font's other features (stylistic
 * sets, old-style or proportional figures, fractions, small capitals) apply only where CSS names them, which
 * neither the site, its demos nor MUI do (`__tests__/subset.test.ts` checks). Dropping them, and the glyphs only
 * they reach, takes 9 KB off the two Latin files.
 */
export const DEFAULT_LAYOUT_FEATURES = [
  'abvm',
  'blwm',
  'calt',
  'ccmp',
  'clig',
  'curs',
  'dist',
  'kern',
  'liga',
  'locl',
  'mark',
  'mkmk',
  'rclt',
  'rlig',
  'rvrn',
  'tnum',
] as const;

/** The lightest and boldest weight the site uses from a family. */
export type WeightRange = readonly [number, number];

/** The characters a `unicode-range` descriptor names (`U+0000-00FF,U+0131,U+02BB-02BC`), in one string. */
export function charactersOf(unicodeRange: string): string {
  const characters: string[] = [];
  for (const [from, to] of codePointRanges(unicodeRange)) {
    for (let codePoint = from; codePoint <= to; codePoint += 1) characters.push(String.fromCodePoint(codePoint));
  }
  return characters.join('');
}

/**
 * Cuts a woff2 file to the characters of `unicodeRange`, the default layout features and, for a variable font, the
 * weights `weights`.
 */
export function subsetWoff2(font: Buffer, unicodeRange: string, weights: WeightRange | undefined): Promise<Buffer> {
  const variationAxes = weights && { wght: { min: weights[0], max: weights[1] } };
  return subsetFont(font, charactersOf(unicodeRange), {
    targetFormat: 'woff2',
    keepFeatures: [...DEFAULT_LAYOUT_FEATURES],
    ...(variationAxes && { variationAxes }),
  });
}
