// subset-font ships no types: the one function this plugin calls.
declare module 'subset-font' {
  interface SubsetFontOptions {
    targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype';
    /** Pins an axis to a value, or limits it to a range. */
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
    /** The OpenType layout features to keep (every one when unset). */
    keepFeatures?: string[];
  }
  export default function subsetFont(font: Buffer, text: string, options?: SubsetFontOptions): Promise<Buffer>;
}
