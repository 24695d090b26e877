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

/** Keeps the @font-face rules whose file belongs to one of the subsets. */
export function keepSubsets(css: string, subsets: readonly string[]): string {
  const rules = css.match(/@font-face\s*\{[^}]*\}/g) ?? [];
  return rules
    .filter((rule) => {
      const file = [...rule.matchAll(URL_IN_CSS)][0]?.[1] ?? '';
      return subsets.some((subset) => new RegExp(`-${subset}-(?:\\d|wght|opsz|standard)`).test(file));
    })
    .join('\n');
}

export function fontFaceRules(css: string): FontFaceRule[] {
  return (css.match(/@font-face\s*\{[^}]*\}/g) ?? []).flatMap((rule) => {
    const file = woff2FilesOf(rule)[0];
    if (!file) return [];
    const unicodeRange = /unicode-range:\s*([^;]+);/.exec(rule)?.[1]?.trim() ?? 'U+0-10FFFF';
    const weights = /font-weight:\s*(\d+)\s+(\d+)\s*;/.exec(rule);
    return [{ file, unicodeRange, weightRange: weights ? [Number(weights[1]), Number(weights[2])] : undefined }];
  });
}

/** The code point ranges a `unicode-range` descriptor names (`U+0000-00FF,U+0131` → `[[0, 255], [305, 305]]`). */
export function codePointRanges(unicodeRange: string): [number, number][] {
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
