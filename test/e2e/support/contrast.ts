import type { Locator } from '@playwright/test';
import { blend, decomposeColor, getContrastRatio } from '@mui/system/colorManipulator';

/**
 * The contrast of an element's text with what it is drawn on: its colour (`fill` for SVG text) against its ancestors'
 * backgrounds, the translucent ones (a stripe, a tint: computed as `rgba()`) laid over the first opaque one.
 */
export async function textContrast(text: Locator): Promise<number> {
  const { foreground, backgrounds } = await text.evaluate((element) => {
    const layers: string[] = [];
    for (let below: Element | null = element; below; below = below.parentElement) {
      layers.push(getComputedStyle(below).backgroundColor);
      if (layers.at(-1)!.startsWith('rgb(')) break;
    }
    const style = getComputedStyle(element);
    return { foreground: element instanceof SVGElement ? style.fill : style.color, backgrounds: layers };
  });
  const opaque = backgrounds.at(-1)!.startsWith('rgb(') ? backgrounds.pop()! : 'rgb(255, 255, 255)';
  const background = backgrounds.reverse().reduce((under, layer) => blend(under, layer, decomposeColor(layer).values[3] ?? 1), opaque);
  return getContrastRatio(foreground, background);
}
