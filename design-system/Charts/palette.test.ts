import { describe, expect, it } from 'vitest';
import { semanticColors } from '../foundations/tokens';
import type { ColorPair } from '../foundations/tokens';
import { chartColor, chartMeanings, seriesColor, statusMeaning } from './palette';
import type { ChartMeaning } from './palette';

// WCAG relative luminance and contrast ratio of two #rrggbb colours.
const channels = (hex: string) => {
  const n = parseInt(hex.slice(1), 16);
  return [n >> 16, (n >> 8) & 255, n & 255].map((c) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
};
function luminance(hex: string): number {
  const [r, g, b] = channels(hex);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
};
// CIE L*a*b* (D65) and the CIE76 distance: how different two colours look.
function lab(hex: string): [number, number, number] {
  const [r, g, b] = channels(hex);
  const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
  const x = f((0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047);
  const y = f(0.2126 * r + 0.7152 * g + 0.0722 * b);
  const z = f((0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883);
  return [116 * y - 16, 500 * (x - y), 200 * (y - z)];
}
const distance = (a: string, b: string) => Math.hypot(...lab(a).map((v, i) => v - (lab(b)[i] ?? 0)));

const chart = semanticColors.chart as Record<string, ColorPair>;
const surface = semanticColors.background.surface;
const dataColours = Object.entries(chart).filter(([k]) => /^(series|sequential)\d$/.test(k));
const meanings = Object.keys(chartMeanings) as ChartMeaning[];

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

describe('chart colours by meaning', () => {
  it('names 2xx, 3xx, 4xx and 5xx responses, cache hits and misses and all traffic, each its own token', () => {
    expect(meanings).toEqual([
      'traffic',
      'cacheHit',
      'cacheMiss',
      'status2xx',
      'status3xx',
      'status4xx',
      'status5xx',
    ]);
    for (const m of meanings)
      expect(chartMeanings[m]).toBe(
        `var(--color-chart-${m.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)})`,
      );
    expect(new Set(Object.values(chartMeanings)).size).toBe(meanings.length);
  });

  it.each(['light', 'dark'] as const)('keeps every meaning 3:1 against the surface (%s)', (skin) => {
    const low = meanings.filter((m) => contrast(chart[m]![skin], surface[skin]) < 3);
    expect(low).toEqual([]);
  });

  it.each(['light', 'dark'] as const)('tells every two meanings apart at a glance (%s)', (skin) => {
    // CIE76 distance of 20 or more: clearly different hues or lightness, never two shades of one colour.
    const close: string[] = [];
    meanings.forEach((a, i) =>
      meanings.slice(i + 1).forEach((b) => {
        if (distance(chart[a]![skin], chart[b]![skin]) < 20) close.push(`${a}/${b}`);
      }),
    );
    expect(close).toEqual([]);
  });

  it('resolves a meaning to its colour and an index to the categorical palette', () => {
    expect(chartColor('status4xx')).toBe(chartMeanings.status4xx);
    expect(chartColor('status5xx')).not.toBe(chartColor('status4xx'));
    expect(chartColor(3)).toBe(seriesColor(3));
  });

  it('gives a status class or code the meaning of its class', () => {
    expect(statusMeaning('2xx')).toBe('status2xx');
    expect(statusMeaning(304)).toBe('status3xx');
    expect(statusMeaning('404')).toBe('status4xx');
    expect(statusMeaning(503)).toBe('status5xx');
    expect(statusMeaning(101)).toBeUndefined();
  });
});
