import { describe, expect, it } from 'vitest';
import { labelWidth, neighbourSpan, placeTimeLabels, TIME_LABEL_GAP, valueAxisWidth } from './axisLabels';

describe('labelWidth', () => {
  it('is at least what Chromium draws in 12px Inter with tabular digits', () => {
    // Measured widths in px of the tick labels the charts draw, in en, vi and de.
    const measured: [string, number][] = [
      ['2,000', 34.4],
      ['12.5 Mb/s', 58.6],
      ['2,5 Mb/giây', 68.1],
      ['12,5 Gb/giây', 74],
      ['500 kb/giây', 68.4],
      ['0 Bit/s', 36.4],
      ['100 %', 38.4],
      ['1,2 Mio.', 46.2],
      ['1,2 Tr', 33.6],
      ['Nov 20', 41.5],
      ['28 thg 11', 56],
      ['28. Nov.', 48],
      ['12:00\u202fPM', 56.1],
    ];
    for (const [text, px] of measured) expect(labelWidth(text)).toBeGreaterThanOrEqual(Math.ceil(px));
  });

  it('grows with the text', () => {
    expect(labelWidth('1,000,000')).toBeGreaterThan(labelWidth('1M'));
    expect(labelWidth('')).toBe(0);
  });
});

describe('valueAxisWidth', () => {
  it('is the least width, or the longest label and its gap when that needs more', () => {
    expect(valueAxisWidth(['0', '500', '1,000'], 48)).toBe(48);
    const wide = valueAxisWidth(['0 bit/giây', '2,5 Mb/giây'], 48);
    expect(wide).toBeGreaterThanOrEqual(labelWidth('2,5 Mb/giây') + 8);
  });
});

describe('placeTimeLabels', () => {
  const tick = (x: number, text = '12:00') => ({ t: x, x, text });

  it('keeps labels centred under their ticks when they fit', () => {
    const placed = placeTimeLabels([tick(50), tick(150), tick(250)], -48, 312);
    expect(placed.map((p) => p.labelX)).toEqual([50, 150, 250]);
  });

  it('shifts an outer label inwards so it stays inside the box', () => {
    const half = labelWidth('Nov 20') / 2;
    const [first, last] = placeTimeLabels([tick(-40, 'Nov 20'), tick(300, 'Nov 20')], -48, 312);
    expect(first!.labelX - half).toBeGreaterThanOrEqual(-48);
    expect(last!.labelX + half).toBeLessThanOrEqual(312);
    expect(last!.x).toBe(300);
  });

  it('drops a label that would crowd the one before it', () => {
    const placed = placeTimeLabels([tick(0), tick(20), tick(100)], -48, 312);
    expect(placed.map((p) => p.x)).toEqual([0, 100]);
    const ends = placed.map((p) => [p.labelX - labelWidth(p.text) / 2, p.labelX + labelWidth(p.text) / 2]);
    expect(ends[1]![0]! - ends[0]![1]!).toBeGreaterThanOrEqual(TIME_LABEL_GAP);
  });
});

describe('neighbourSpan', () => {
  it('is the largest mean width of two neighbouring labels', () => {
    const [a, b, c] = ['9:00 PM', '12:00 AM', '3:00 AM'].map((t) => labelWidth(t)) as [
      number,
      number,
      number,
    ];
    expect(neighbourSpan(['9:00 PM', '12:00 AM', '3:00 AM'])).toBe(Math.max((a + b) / 2, (b + c) / 2));
    expect(neighbourSpan(['Nov 20'])).toBe(labelWidth('Nov 20'));
    expect(neighbourSpan([])).toBe(0);
  });
});
