/**
 * Reads the @font-face rules a Fontsource package ships for the chosen styles
 * and points them at the copies the site serves itself.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FontMetrics } from '@capsizecss/core';

export interface SelfHostedFont {
  /** The Fontsource package, e.g. `@fontsource-variable/ibm-plex-sans`. */
  packageName: string;
  /** Its CSS entry files, one per weight or axis, e.g. `400.css` or `wght.css`. */
  cssFiles: readonly string[];
  /** Unicode subsets to serve, e.g. `latin` and `latin-ext`; others fall back to system fonts. */
  subsets: readonly string[];
  /** The family name the package's CSS declares, e.g. `IBM Plex Sans Variable`. */
  family: string;
  /** The family's metrics (`@capsizecss/metrics`), for its metric-matched fallback. */
  metrics: FontMetrics;
  /**
   * The lightest and boldest weight the site uses from the family: a variable font keeps only that part of its
   * weight axis, and its faces declare that range (a weight outside it renders at the nearest one).
   */
  weights: readonly [number, number];
}

/** One @font-face rule of a stylesheet: its woff2 file, the characters it covers and its weights. */
export interface FontFaceRule {
  file: string;
  unicodeRange: string;
  /** The weight range a variable face declares (`font-weight: 100 900`); undefined for a single weight. */
  weightRange?: [number, number];
}

const URL_IN_CSS = /url\(\.\/files\/([^)]+)\)\s*format\('([^']+)'\)/g;

// Variable fonts declare `woff2-variations`; both are woff2 files.
const isWoff2 = (format: string | undefined) => format === 'woff2' || format === 'woff2-variations';

/** Keeps only the woff2 source of each face and points it at `urlOf(<file name>)`. */
export function rewriteFontFaceCss(css: string, urlOf: (file: string) => string): string {
  return css.replace(/src:[^;]+;/g, (declaration) => {
    const woff2 = [...declaration.matchAll(URL_IN_CSS)].find((match) => isWoff2(match[2]));
    if (!woff2) {
      throw new Error(`self-hosted-fonts: no woff2 source in "${declaration}".`);
    }
    return `src: url(${urlOf(woff2[1] as string)}) format('${woff2[2]}');`;
  });
}

/** The @font-face rules of a stylesheet, each as written. */
export function fontFaceBlocks(css: string): string[] {
  return css.match(/@font-face\s*\{[^}]*\}/g) ?? [];
}

/** Keeps the @font-face rules whose file belongs to one of the subsets. */
export function keepSubsets(css: string, subsets: readonly string[]): string {
  return fontFaceBlocks(css)
    .filter((rule) => {
      const file = [...rule.matchAll(URL_IN_CSS)][0]?.[1] ?? '';
      return subsets.some((subset) => new RegExp(`-${subset}-(?:\\d|wght|opsz|standard)`).test(file));
    })
    .join('\n');
}

const UNICODE_RANGE = /unicode-range:\s*([^;]+);/;
const EVERY_CHARACTER = 'U+0-10FFFF';

/** The `unicode-range` a face declares; every character when it declares none. */
function unicodeRangeOf(rule: string): string {
  return UNICODE_RANGE.exec(rule)?.[1]?.trim() ?? EVERY_CHARACTER;
}

/** One @font-face rule read; it must have a woff2 source. */
export function fontFaceRule(rule: string): FontFaceRule {
  const file = woff2FilesOf(rule)[0];
  if (!file) throw new Error(`self-hosted-fonts: no woff2 source in "${rule}".`);
  const weights = /font-weight:\s*(\d+)\s+(\d+)\s*;/.exec(rule);
  return { file, unicodeRange: unicodeRangeOf(rule), weightRange: weights ? [Number(weights[1]), Number(weights[2])] : undefined };
}

/** Every @font-face rule of a stylesheet, read. */
export function fontFaceRules(css: string): FontFaceRule[] {
  return fontFaceBlocks(css).map(fontFaceRule);
}

export type CodePointRange = [number, number];

/** The code point ranges a `unicode-range` descriptor names (`U+0000-00FF,U+0131` → `[[0, 255], [305, 305]]`). */
export function codePointRanges(unicodeRange: string): CodePointRange[] {
  return unicodeRange.split(',').map((part) => {
    const [from, to = from] = part
      .trim()
      .replace(/^U\+/i, '')
      .split('-')
      .map((hex) => Number.parseInt(hex, 16));
    if (from === undefined || to === undefined || Number.isNaN(from) || Number.isNaN(to)) {
      throw new Error(`self-hosted-fonts: cannot read the unicode-range "${part}".`);
    }
    return [from, to];
  });
}

/** The same code points, in order, with overlapping and adjacent ranges joined. */
function joined(ranges: readonly CodePointRange[]): CodePointRange[] {
  const result: CodePointRange[] = [];
  for (const [from, to] of [...ranges].sort((a, b) => a[0] - b[0])) {
    const last = result[result.length - 1];
    if (last && from <= last[1] + 1) last[1] = Math.max(last[1], to);
    else result.push([from, to]);
  }
  return result;
}

/** The code points of `a` that are not in `b`. */
export function subtractRanges(a: readonly CodePointRange[], b: readonly CodePointRange[]): CodePointRange[] {
  return joined(b).reduce(
    (rest, [bFrom, bTo]) =>
      rest.flatMap(([from, to]) => {
        const pieces: CodePointRange[] = [];
        if (from < bFrom) pieces.push([from, Math.min(to, bFrom - 1)]);
        if (to > bTo) pieces.push([Math.max(from, bTo + 1), to]);
        return pieces;
      }),
    joined(a),
  );
}

/** A `unicode-range` value: `[[32, 126], [169, 169]]` → `U+0020-007E,U+00A9`. */
export function formatUnicodeRange(ranges: readonly CodePointRange[]): string {
  const hex = (codePoint: number) => codePoint.toString(16).toUpperCase().padStart(4, '0');
  return ranges.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(',');
}

/**
 * Cuts each face that has every character of `common`, and others, into two faces of the same file: one for the
 * characters in `common`, one for the rest. A browser downloads a face only for a page whose text has one of its
 * characters, so a page written with the common characters alone downloads the smaller file only. A face with only
 * some of them (Latin Extended has the dagger of General Punctuation) stays whole: the face that has them all serves
 * them first.
 */
export function splitFaces(css: string, common: string): string {
  const commonRanges = codePointRanges(common);
  return fontFaceBlocks(css)
    .flatMap((rule) => {
      const ranges = codePointRanges(unicodeRangeOf(rule));
      const rest = subtractRanges(ranges, commonRanges);
      if (subtractRanges(commonRanges, ranges).length > 0 || rest.length === 0) return [rule];
      return [joined(commonRanges), rest].map((part) => {
        const declaration = `unicode-range: ${formatUnicodeRange(part)};`;
        return UNICODE_RANGE.test(rule) ? rule.replace(UNICODE_RANGE, declaration) : rule.replace(/\}$/, `  ${declaration}\n}`);
      });
    })
    .join('\n');
}

/** Declares the weight range `[min, max]` in every face that declares a range. */
export function withWeightRange(css: string, [min, max]: readonly [number, number]): string {
  return css.replace(/font-weight:\s*\d+\s+\d+\s*;/g, `font-weight: ${min} ${max};`);
}

/** The woff2 file names a stylesheet refers to. */
export function woff2FilesOf(css: string): string[] {
  return [...css.matchAll(URL_IN_CSS)].filter((match) => isWoff2(match[2])).map((match) => match[1] as string);
}

export function packageDir(packageName: string, siteDir: string): string {
  return path.dirname(require.resolve(`${packageName}/package.json`, { paths: [siteDir] }));
}

export function readFontCss(font: SelfHostedFont, siteDir: string): string {
  const dir = packageDir(font.packageName, siteDir);
  return font.cssFiles
    .map((file) => {
      const cssPath = path.join(dir, file);
      if (!fs.existsSync(cssPath)) {
        throw new Error(`self-hosted-fonts: ${font.packageName} has no ${file}. Check the plugin's cssFiles option.`);
      }
      return keepSubsets(fs.readFileSync(cssPath, 'utf8'), font.subsets);
    })
    .join('\n');
}
