import type { Locator } from '@playwright/test';

/** The WCAG contrast ratio of two computed `rgb()` colours. */
export function contrastRatio(first: string, second: string): number {
  const luminance = (color: string) => {
    const [red, green, blue] = color
      .match(/[\d.]+/g)!
      .slice(0, 3)
      .map((channel) => {
        const value = Number(channel) / 255;
        return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
      });
    return 0.2126 * red! + 0.7152 * green! + 0.0722 * blue!;
  };
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return (lighter! + 0.05) / (darker! + 0.05);
}

/**
 * The contrast of an element's text with what it is drawn on: its colour (`fill` for SVG text) against the first
 * opaque background among its ancestors (a colour with transparency is computed as `rgba()`, an opaque one as `rgb()`).
 */
export async function textContrast(text: Locator): Promise<number> {
  const [foreground, background] = await text.evaluate((element) => {
    const colour = element instanceof SVGElement ? getComputedStyle(element).fill : getComputedStyle(element).color;
    let below: Element | null = element;
    while (below && getComputedStyle(below).backgroundColor.startsWith('rgba')) below = below.parentElement;
    return [colour, below ? getComputedStyle(below).backgroundColor : 'rgb(255, 255, 255)'];
  });
  return contrastRatio(foreground, background);
}
