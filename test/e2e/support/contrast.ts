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
 * The contrast of an element's text with what it is drawn on: its colour (`fill` for SVG text) against its ancestors'
 * backgrounds, the translucent ones (a stripe, a tint: computed as `rgba()`) laid over the first opaque one.
 */
export async function textContrast(text: Locator): Promise<number> {
  const [foreground, background] = await text.evaluate((element) => {
    const colour = element instanceof SVGElement ? getComputedStyle(element).fill : getComputedStyle(element).color;
    const channels = (value: string) => value.match(/[\d.]+/g)!.map(Number);
    const layers: number[][] = [];
    let below: Element | null = element;
    for (; below; below = below.parentElement) {
      const [red = 0, green = 0, blue = 0, alpha = 1] = channels(getComputedStyle(below).backgroundColor);
      if (alpha > 0) layers.push([red, green, blue, alpha]);
      if (alpha === 1) break;
    }
    if (!below) layers.push([255, 255, 255, 1]);
    const [base, ...over] = layers.reverse();
    const [red, green, blue] = over.reduce(
      (under, [r, g, b, a]) => [r! * a! + under[0]! * (1 - a!), g! * a! + under[1]! * (1 - a!), b! * a! + under[2]! * (1 - a!)],
      base!,
    );
    return [colour, `rgb(${red}, ${green}, ${blue})`];
  });
  return contrastRatio(foreground, background);
}
