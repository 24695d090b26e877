/**
 * A metric-matched fallback: an @font-face of a font every system has (Arial, or a font drawn to Arial's metrics),
 * resized and given the web font's ascent, descent and line gap. Text paints at once in it and keeps its place when
 * the web font swaps in. The overrides are computed by Capsize from both fonts' metrics.
 */
import { createFontStack, type FontMetrics } from '@capsizecss/core';

export interface LocalFallback {
  /** The metrics the local fonts share. */
  metrics: FontMetrics;
  /** Their names for `local()`, in the order a browser should try them. */
  localNames: readonly string[];
}

/** The family name of a web font's fallback face: what font stacks list right after the web font. */
export function fallbackFamilyOf(family: string): string {
  return `${family} Fallback`;
}

export function fallbackFontFace(family: string, metrics: FontMetrics, fallback: LocalFallback): string {
  const { fontFaces } = createFontStack([{ ...metrics, familyName: family }, fallback.metrics], { fontFaceFormat: 'styleObject' });
  const face = fontFaces[0]?.['@font-face'];
  if (!face) {
    throw new Error(`self-hosted-fonts: Capsize computed no fallback face for ${family}.`);
  }
  const sources = fallback.localNames.map((name) => `local(${JSON.stringify(name)})`).join(',');
  return [
    `@font-face{font-family:${JSON.stringify(fallbackFamilyOf(family))}`,
    `src:${sources}`,
    `ascent-override:${face.ascentOverride}`,
    `descent-override:${face.descentOverride}`,
    `line-gap-override:${face.lineGapOverride}`,
    `size-adjust:${face.sizeAdjust}}`,
  ].join(';');
}
