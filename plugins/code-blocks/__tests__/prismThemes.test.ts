import { darkCodeTheme, lightCodeTheme } from '../prismThemes';

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe.each([
  ['light', lightCodeTheme],
  ['dark', darkCodeTheme],
])('the %s code theme', (_mode, theme) => {
  it('makes every token readable on the code background (WCAG AA, 4.5:1)', () => {
    const colors = [theme.plain.color, ...theme.styles.map((style) => style.style.color)];
    for (const color of colors) {
      expect(contrast(color as string, theme.plain.backgroundColor as string)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
