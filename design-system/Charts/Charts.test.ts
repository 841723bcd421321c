import { describe, expect, it } from 'vitest';
import { barDomain } from './BarChart';
import { donutTotal } from './DonutChart';
import { chartSeries, seriesColor } from './palette';
import { extremes } from './Sparkline';

describe('extremes', () => {
  it('finds the first lowest and highest points', () => {
    expect(extremes([3, 1, 4, 1, 5, 5])).toEqual({ min: 1, max: 4 });
    expect(extremes([])).toEqual({ min: 0, max: 0 });
  });
});

describe('barDomain', () => {
  it('always includes zero and rounds to nice ticks', () => {
    expect(barDomain([4200, 6800, 1500], 4)).toEqual([0, 8000]);
    expect(barDomain([200, 800, -300], 4)).toEqual([-400, 800]);
    expect(barDomain([0, 0], 4)).toEqual([0, 1]);
  });
});

describe('donutTotal', () => {
  it('sums the non-negative values', () => {
    expect(
      donutTotal([
        { label: 'a', value: 2 },
        { label: 'b', value: 3 },
        { label: 'c', value: -1 },
      ]),
    ).toBe(5);
  });
});

describe('seriesColor', () => {
  it('references CSS variables only and wraps around', () => {
    expect(chartSeries.length).toBeGreaterThanOrEqual(8);
    for (const c of chartSeries) expect(c).toMatch(/^var\(--color-chart-series[0-9]\)$/);
    expect(seriesColor(chartSeries.length)).toBe(seriesColor(0));
    expect(seriesColor(-1)).toBe(chartSeries[chartSeries.length - 1]);
  });
});
