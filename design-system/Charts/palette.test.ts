import { describe, expect, it } from 'vitest';
import { semanticColors } from '../foundations/tokens';
import type { ColorPair } from '../foundations/tokens';

// WCAG relative luminance and contrast ratio of two #rrggbb colours.
function luminance(hex: string): number {
  const n = parseInt(hex.slice(1), 16);
  const [r, g, b] = [n >> 16, (n >> 8) & 255, n & 255].map((c) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
};

const chart = semanticColors.chart as Record<string, ColorPair>;
const surface = semanticColors.background.surface;
const dataColours = Object.entries(chart).filter(([k]) => /^(series|sequential)\d$/.test(k));

describe('chart colour tokens', () => {
  it('has at least 8 categorical and 6 sequential colours', () => {
    expect(dataColours.filter(([k]) => k.startsWith('series')).length).toBeGreaterThanOrEqual(8);
    expect(dataColours.filter(([k]) => k.startsWith('sequential')).length).toBe(6);
  });

  it.each(['light', 'dark'] as const)('keeps 3:1 against the surface in the %s skin', (skin) => {
    const low = dataColours.filter(([, pair]) => contrast(pair[skin], surface[skin]) < 3).map(([k]) => k);
    expect(low).toEqual([]);
  });

  it.each(['light', 'dark'] as const)(
    'orders the sequential scale by contrast with the surface (%s)',
    (skin) => {
      const ratios = dataColours
        .filter(([k]) => k.startsWith('sequential'))
        .map(([, pair]) => contrast(pair[skin], surface[skin]));
      expect([...ratios].sort((a, b) => a - b)).toEqual(ratios);
    },
  );
});
