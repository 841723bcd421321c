import { describe, expect, it } from 'vitest';
import { alpha2FromNumeric } from './countryCodes';
import { worldCountries } from './worldCountries';
import { binIndex, moveFocus, sequentialBins, toggleCode } from './worldMapLogic';

describe('alpha2FromNumeric', () => {
  it('maps world-atlas numeric ids to alpha-2 codes', () => {
    expect(alpha2FromNumeric('704')).toBe('VN');
    expect(alpha2FromNumeric('004')).toBe('AF');
    expect(alpha2FromNumeric(276)).toBe('DE');
    expect(alpha2FromNumeric(undefined, 'Kosovo')).toBe('XK');
    expect(alpha2FromNumeric(undefined, 'Somaliland')).toBeUndefined();
    expect(alpha2FromNumeric('999')).toBeUndefined();
  });

  it('gives every atlas country but two unnumbered areas a code, without Antarctica', () => {
    const all = worldCountries();
    expect(all.filter((c) => c.code === undefined).map((c) => c.feature.properties.name)).toEqual([
      'N. Cyprus',
      'Somaliland',
    ]);
    expect(all.some((c) => c.code === 'AQ')).toBe(false);
    expect(new Set(all.map((c) => c.code)).size).toBe(all.length - 1);
  });
});

describe('sequentialBins and binIndex', () => {
  it('splits a nice domain into equal bins', () => {
    expect(sequentialBins(54_000, 6)).toEqual([10_000, 20_000, 30_000, 40_000, 50_000, 60_000]);
    expect(sequentialBins(0, 4)).toEqual([0.25, 0.5, 0.75, 1]);
  });

  it('puts values in their bin, clamped at both ends', () => {
    const bins = [10, 20, 30];
    expect(binIndex(0, bins)).toBe(0);
    expect(binIndex(10, bins)).toBe(0);
    expect(binIndex(10.5, bins)).toBe(1);
    expect(binIndex(99, bins)).toBe(2);
    expect(binIndex(-5, bins)).toBe(0);
  });
});

describe('moveFocus', () => {
  const names = ['Vanuatu', 'Venezuela', 'Vietnam', 'Zambia', 'Zimbabwe'];
  it('steps with arrows (wrapping) and jumps with Home/End', () => {
    expect(moveFocus('ArrowRight', 4, names)).toBe(0);
    expect(moveFocus('ArrowUp', 0, names)).toBe(4);
    expect(moveFocus('ArrowDown', 1, names)).toBe(2);
    expect(moveFocus('Home', 3, names)).toBe(0);
    expect(moveFocus('End', 0, names)).toBe(4);
  });

  it('jumps to the next name starting with a typed letter', () => {
    expect(moveFocus('v', 4, names)).toBe(0);
    expect(moveFocus('V', 0, names)).toBe(1);
    expect(moveFocus('z', 0, names)).toBe(3);
    expect(moveFocus('q', 0, names)).toBeUndefined();
    expect(moveFocus(' ', 0, names)).toBeUndefined();
    expect(moveFocus('Tab', 0, names)).toBeUndefined();
  });
});

describe('toggleCode', () => {
  it('adds and removes a code', () => {
    expect(toggleCode(['BR'], 'VN')).toEqual(['BR', 'VN']);
    expect(toggleCode(['BR', 'VN'], 'BR')).toEqual(['VN']);
  });
});
