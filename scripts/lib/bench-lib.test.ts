// The bench modules' statistics (scripts/bench/lib.mjs): medians and nearest-rank percentiles.
import { describe, expect, it } from 'vitest';
import { median, percentile } from '../bench/lib.mjs';

describe('percentile (nearest rank)', () => {
  const twenty = Array.from({ length: 20 }, (_, i) => (i + 1) * 10); // 10, 20, … 200

  it('takes the value at rank ⌈p/100 · n⌉ of the sorted figures', () => {
    expect(percentile(twenty, 75)).toBe(150);
    expect(percentile(twenty, 50)).toBe(100);
    expect(percentile(twenty, 99)).toBe(200);
    expect(percentile(twenty, 5)).toBe(10);
  });

  it('sorts numerically and leaves its input alone', () => {
    const shuffled = [200, 9, 30, 100, 1000];
    expect(percentile(shuffled, 75)).toBe(200);
    expect(percentile(shuffled, 100)).toBe(1000);
    expect(shuffled).toEqual([200, 9, 30, 100, 1000]);
  });

  it('clamps at the ends', () => {
    expect(percentile([5, 1, 3], 0)).toBe(1);
    expect(percentile([5, 1, 3], 100)).toBe(5);
    expect(percentile([7], 75)).toBe(7);
  });
});

describe('median', () => {
  it('is the middle of an odd count and the upper middle of an even one', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([0.78, 0.9, 0.95, 0.81, 0.92])).toBe(0.9);
    expect(median([4, 1, 3, 2])).toBe(3);
  });
});
