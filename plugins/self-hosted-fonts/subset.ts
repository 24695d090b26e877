/**
 * Makes a web font file smaller before the site serves it, with harfbuzz's subsetter (subset-font): a variable
 * font keeps only the part of its weight axis the site uses, which drops the masters outside it (a third of the
 * bytes when the axis runs from 100 to 900 and the site uses 400 to 700), and only the characters its face's
 * `unicode-range` names. Hinting and OpenType features stay.
 */
import subsetFont from 'subset-font';
import { codePointRanges } from './fontFaces';

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

/** Cuts a woff2 file to the characters of `unicodeRange` and, for a variable font, to the weights `weights`. */
export function subsetWoff2(font: Buffer, unicodeRange: string, weights: WeightRange | undefined): Promise<Buffer> {
  const variationAxes = weights && { wght: { min: weights[0], max: weights[1] } };
  return subsetFont(font, charactersOf(unicodeRange), { targetFormat: 'woff2', ...(variationAxes && { variationAxes }) });
}
