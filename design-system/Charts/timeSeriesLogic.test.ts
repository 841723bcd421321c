import { describe, expect, it } from 'vitest';
import {
  DAY,
  HOUR,
  RANGE_MS,
  flagWidth,
  layoutFlags,
  isLocalMidnight,
  nearestIndex,
  splitPartial,
  stepIndex,
  tickStep,
  timeTicks,
  timeWindow,
  timeline,
  zoneOffset,
} from './timeSeriesLogic';

const t0 = Date.UTC(2026, 10, 20, 0, 0); // 2026-11-20 00:00 UTC

describe('tickStep', () => {
  it('picks 3 h for a day, 12 h for three days and a day for a week on a wide chart', () => {
    expect(tickStep(RANGE_MS['1d'], 800)).toBe(3 * HOUR);
    expect(tickStep(RANGE_MS['3d'], 800)).toBe(12 * HOUR);
    expect(tickStep(RANGE_MS['7d'], 800)).toBe(DAY);
  });

  it('picks minutes for the last hour, never minutes for a day or more', () => {
    expect(tickStep(RANGE_MS['1h'], 800)).toBe(10 * 60_000);
    expect(tickStep(RANGE_MS['1h'], 300)).toBe(15 * 60_000);
    expect(tickStep(RANGE_MS['1d'], 140)).toBeGreaterThanOrEqual(HOUR);
  });

  it('uses coarser steps when the chart is narrow', () => {
    expect(tickStep(RANGE_MS['1d'], 300)).toBe(6 * HOUR);
    expect(tickStep(RANGE_MS['7d'], 260)).toBe(2 * DAY);
  });
});

describe('zoneOffset and timeTicks', () => {
  it('reads the offset of a zone', () => {
    expect(zoneOffset(t0, 'UTC')).toBe(0);
    expect(zoneOffset(t0, 'Asia/Ho_Chi_Minh')).toBe(7 * HOUR);
    expect(zoneOffset(t0, 'America/New_York')).toBe(-5 * HOUR);
  });

  it('aligns ticks to local multiples of the step', () => {
    const start = t0 + 90 * 60_000; // 01:30 UTC
    const ticks = timeTicks(start, start + DAY, 6 * HOUR, 'UTC');
    expect(ticks.map((t) => new Date(t).toISOString().slice(11, 16))).toEqual([
      '06:00',
      '12:00',
      '18:00',
      '00:00',
    ]);
  });

  it('puts day ticks on local midnight of the zone', () => {
    const ticks = timeTicks(t0, t0 + 3 * DAY, DAY, 'Asia/Ho_Chi_Minh');
    expect(ticks).toEqual([t0 + 17 * HOUR, t0 + 41 * HOUR, t0 + 65 * HOUR]);
    expect(ticks.every((t) => isLocalMidnight(t, 'Asia/Ho_Chi_Minh'))).toBe(true);
    expect(isLocalMidnight(t0, 'Asia/Ho_Chi_Minh')).toBe(false);
    expect(isLocalMidnight(t0, 'UTC')).toBe(true);
  });
});

describe('timeWindow and timeline', () => {
  it('ends the window at the latest point unless an end is given', () => {
    expect(timeWindow(t0, '1d')).toEqual([t0 - DAY, t0]);
    expect(timeWindow(t0, '7d', t0 + HOUR)).toEqual([t0 + HOUR - 7 * DAY, t0 + HOUR]);
  });

  it('merges, sorts and clips the instants of all series', () => {
    expect(timeline([3, 1, 2, 3, 9, -1], 0, 5)).toEqual([1, 2, 3]);
  });
});

describe('nearestIndex', () => {
  const times = [0, 10, 20, 40];
  it('finds the nearest instant, the earlier on a tie', () => {
    expect(nearestIndex(times, -5)).toBe(0);
    expect(nearestIndex(times, 4)).toBe(0);
    expect(nearestIndex(times, 5)).toBe(0);
    expect(nearestIndex(times, 6)).toBe(1);
    expect(nearestIndex(times, 31)).toBe(3);
    expect(nearestIndex(times, 99)).toBe(3);
    expect(nearestIndex([], 1)).toBe(-1);
  });
});

describe('stepIndex', () => {
  it('moves with arrows, pages, Home and End, clamped', () => {
    expect(stepIndex('ArrowRight', 3, 30)).toBe(4);
    expect(stepIndex('ArrowLeft', 0, 30)).toBe(0);
    expect(stepIndex('PageUp', 25, 30)).toBe(28);
    expect(stepIndex('PageDown', 2, 30)).toBe(0);
    expect(stepIndex('Home', 7, 30)).toBe(0);
    expect(stepIndex('End', 7, 30)).toBe(29);
    expect(stepIndex('a', 7, 30)).toBeUndefined();
    expect(stepIndex('End', 0, 0)).toBeUndefined();
  });
});

describe('layoutFlags', () => {
  const at = (x: number, align: 'start' | 'end', width = 80) => ({ x, align, width });

  it("ends each label before the next flag's line", () => {
    expect(layoutFlags([at(0, 'start'), at(100, 'start'), at(300, 'end'), at(500, 'end')])).toEqual([
      { compact: false, maxWidth: 94 },
      { compact: false, maxWidth: 114 },
      { compact: false, maxWidth: 114 },
      { compact: false, maxWidth: 194 },
    ]);
  });

  it('lets two flags facing each other keep their labels when both fit, else share the distance', () => {
    expect(layoutFlags([at(0, 'start', 100), at(200, 'end', 60)])).toEqual([
      { compact: false, maxWidth: 134 },
      { compact: false, maxWidth: 94 },
    ]);
    expect(layoutFlags([at(0, 'start', 150), at(200, 'end', 100)])).toEqual([
      { compact: false, maxWidth: 94 },
      { compact: false, maxWidth: 94 },
    ]);
  });

  it('draws a flag without room compact, and leaves a lone flag or back-to-back flags unlimited', () => {
    expect(layoutFlags([at(0, 'start'), at(20, 'start')])).toEqual([{ compact: true }, { compact: false }]);
    expect(layoutFlags([at(10, 'end')])).toEqual([{ compact: false }]);
    expect(layoutFlags([at(10, 'end'), at(12, 'start')])).toEqual([{ compact: false }, { compact: false }]);
  });

  it('estimates the width a label needs', () => {
    expect(flagWidth('abcd')).toBe(36);
  });
});

describe('tickStep with label widths', () => {
  it('thins the ticks out until their labels fit with a gap', () => {
    // 7 days on 480px: a daily tick leaves 68px, too little for a 60px date label ("28 thg 11") and its gap.
    expect(tickStep(RANGE_MS['7d'], 480)).toBe(DAY);
    expect(tickStep(RANGE_MS['7d'], 480, () => 60, 12)).toBe(2 * DAY);
    // Short labels change nothing.
    expect(tickStep(RANGE_MS['1d'], 800, () => 30, 12)).toBe(3 * HOUR);
  });
});

describe('splitPartial', () => {
  const points = [0, 1, 2, 3].map((i) => ({ t: i * HOUR, value: i }));

  it('is all complete without a partial instant, or when no point reaches it', () => {
    expect(splitPartial(points, undefined)).toEqual({ complete: points, partial: [] });
    expect(splitPartial(points, 9 * HOUR)).toEqual({ complete: points, partial: [] });
  });

  it('starts the partial part with the last complete point, so the dashed line joins the solid one', () => {
    const { complete, partial } = splitPartial(points, 3 * HOUR);
    expect(complete.map((p) => p.value)).toEqual([0, 1, 2]);
    expect(partial.map((p) => p.value)).toEqual([2, 3]);
  });

  it('is all partial from the first point on', () => {
    expect(splitPartial(points, 0)).toEqual({ complete: [], partial: points });
  });
});
