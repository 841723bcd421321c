import { createElement } from 'react';
import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import atlas from 'world-atlas/countries-110m.json';
import codeRows from 'i18n-iso-countries/codes.json';
import { seriesColor } from '../Charts/palette';
import { WorldMap } from './WorldMap';
import type { WorldMapCategoricalProps } from './WorldMap';
import { alpha2FromNumeric, numericCodes } from './countryCodes';
import { countriesOfAtlas, loadWorldCountries } from './worldCountries';
import {
  binIndex,
  categoricalOrder,
  categorySlots,
  moveFocus,
  sequentialBins,
  toggleCode,
  valueOrder,
} from './worldMapLogic';

/** The two JSON files the map fetches, served from memory. */
const fetchMapFiles = async (url: unknown) =>
  new Response(JSON.stringify(/codes\.json/.test(String(url)) ? codeRows : atlas));

describe('alpha2FromNumeric', () => {
  const codes = numericCodes(codeRows);

  it('maps world-atlas numeric ids to alpha-2 codes', () => {
    expect(alpha2FromNumeric(codes, '704')).toBe('VN');
    expect(alpha2FromNumeric(codes, '004')).toBe('AF');
    expect(alpha2FromNumeric(codes, 276)).toBe('DE');
    expect(alpha2FromNumeric(codes, 4)).toBe('AF');
    expect(alpha2FromNumeric(codes, undefined, 'Kosovo')).toBe('XK');
    expect(alpha2FromNumeric(codes, undefined, 'Somaliland')).toBeUndefined();
    expect(alpha2FromNumeric(codes, '999')).toBeUndefined();
  });

  it('gives every atlas country but two unnumbered areas a code, without Antarctica', () => {
    const all = countriesOfAtlas(atlas, codeRows);
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

describe('valueOrder', () => {
  const name = (code: string) =>
    ({ BR: 'Brazil', DE: 'Germany', KP: 'North Korea', VN: 'Vietnam' })[code] ?? code;
  it('lists valued and selected countries, highest value first, then by name', () => {
    expect(valueOrder({ DE: 5, VN: 9, BR: 5 }, ['KP', 'VN'], name)).toEqual(['VN', 'BR', 'DE', 'KP']);
    expect(valueOrder({}, [], name)).toEqual([]);
  });
});

describe('categorySlots', () => {
  it('gives each category its legend position and, by default, the palette index of that position', () => {
    const slots = categorySlots([{ id: 'a' }, { id: 'b' }, { id: 'c' }]);
    expect([...slots]).toEqual([
      ['a', { order: 0, series: 0 }],
      ['b', { order: 1, series: 1 }],
      ['c', { order: 2, series: 2 }],
    ]);
  });

  it('keeps an explicit palette index and the first of repeated ids', () => {
    const slots = categorySlots([
      { id: 'a', series: 0 },
      { id: 'c', series: 2 },
      { id: 'a', series: 5 },
      { id: 'x' },
    ]);
    expect(slots.get('c')).toEqual({ order: 1, series: 2 });
    expect(slots.get('a')).toEqual({ order: 0, series: 0 });
    expect(slots.get('x')).toEqual({ order: 3, series: 3 });
    expect(slots.size).toBe(3);
  });
});

describe('categoricalOrder', () => {
  const names: Record<string, string> = {
    VN: 'Vietnam',
    TH: 'Thailand',
    KH: 'Cambodia',
    US: 'United States',
    DE: 'Germany',
    SG: 'Singapore',
    XX: 'Unknown',
  };
  const name = (code: string) => names[code] ?? code;
  const slots = categorySlots([{ id: 'cdn-a' }, { id: 'cdn-b' }]);

  it('groups countries by category in legend order, alphabetically within a group', () => {
    const assigned = {
      VN: { category: 'cdn-a' },
      US: { category: 'cdn-b' },
      TH: { category: 'cdn-a' },
      DE: { category: 'cdn-b' },
      KH: { category: 'cdn-a' },
    };
    expect(categoricalOrder(assigned, slots, name)).toEqual(['KH', 'TH', 'VN', 'DE', 'US']);
  });

  it('puts countries of unknown categories last', () => {
    const assigned = { XX: { category: 'gone' }, SG: { category: 'removed' }, VN: { category: 'cdn-b' } };
    expect(categoricalOrder(assigned, slots, name)).toEqual(['VN', 'SG', 'XX']);
  });

  it('sorts names in the given locale', () => {
    const vi = (code: string) => ({ A: 'Đan Mạch', B: 'Ý', C: 'Anh' })[code] ?? code;
    const same = { A: { category: 'cdn-a' }, B: { category: 'cdn-a' }, C: { category: 'cdn-a' } };
    expect(categoricalOrder(same, slots, vi, 'vi')).toEqual(['C', 'A', 'B']);
  });
});

describe('the world atlas', () => {
  it('is fetched once with the country code table, as JSON files of their own', async () => {
    const fetchAtlas = vi.fn(fetchMapFiles);
    vi.stubGlobal('fetch', fetchAtlas);
    try {
      const [first, second] = await Promise.all([loadWorldCountries(), loadWorldCountries()]);
      expect(first).toBe(second);
      expect(await loadWorldCountries()).toBe(first);
      expect(fetchAtlas).toHaveBeenCalledTimes(2);
      const urls = fetchAtlas.mock.calls.map((call) => String(call[0]));
      expect(urls).toEqual([
        expect.stringMatching(/countries-110m\.json$/),
        expect.stringMatching(/codes\.json$/),
      ]);
      expect(first.map((c) => c.code)).toEqual(countriesOfAtlas(atlas, codeRows).map((c) => c.code));
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('WorldMap in categorical mode', () => {
  // The atlas is in memory before the map renders (as once a page has fetched it): the map draws at once.
  beforeAll(async () => {
    vi.stubGlobal('fetch', fetchMapFiles);
    await loadWorldCountries();
    vi.unstubAllGlobals();
  });

  const names: Record<string, string> = { VN: 'Vietnam', TH: 'Thailand', DE: 'Germany', TR: 'Turkey' };
  const props: WorldMapCategoricalProps = {
    mode: 'categorical',
    title: 'Routes',
    summary: 'Two CDNs.',
    categories: [
      { id: 'a', label: 'CDN A' },
      { id: 'b', label: 'CDN B', series: 4 },
    ],
    countries: { VN: { category: 'a' }, DE: { category: 'b' }, TR: { category: 'gone' } },
    countryName: (code) => names[code] ?? code,
    strings: {
      showTable: 'Table',
      showChart: 'Map',
      countryHeader: 'Country',
      categoryHeader: 'CDN',
      detailHeader: 'Split',
      noData: 'No traffic',
      legendLabel: 'CDN per country',
      keyboardHint: 'Arrows move.',
    },
    width: 320,
  };

  it('colours countries by category, unknown categories as no data, and lists the categories in the legend', () => {
    render(createElement(WorldMap, props));
    const map = screen.getByRole('group', { name: 'Routes' });
    const fill = (name: string) =>
      within(map).getByRole('img', { name }).style.getPropertyValue('--country-fill');
    expect(fill('Vietnam, CDN A')).toBe(seriesColor(0));
    expect(fill('Germany, CDN B')).toBe(seriesColor(4));
    expect(fill('Turkey, No traffic')).toBe(fill('Thailand, No traffic'));
    const legend = screen.getByRole('list', { name: 'CDN per country' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['CDN A', 'CDN B', 'No traffic']);
  });

  it('shows the detail column only when some country has a detail', () => {
    const { unmount } = render(createElement(WorldMap, { ...props, defaultShowTable: true }));
    const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers()).toEqual(['Country', 'CDN']);
    expect(screen.getAllByRole('row').map((r) => r.textContent)).toEqual([
      'CountryCDN',
      'VietnamCDN A',
      'GermanyCDN B',
      'TurkeyNo traffic',
    ]);
    unmount();
    render(
      createElement(WorldMap, {
        ...props,
        countries: { ...props.countries, VN: { category: 'a', detail: 'CDN A 70 %, CDN B 30 %' } },
        defaultShowTable: true,
      }),
    );
    expect(headers()).toEqual(['Country', 'CDN', 'Split']);
    expect(screen.getByRole('row', { name: /Vietnam/ }).textContent).toBe(
      'VietnamCDN ACDN A 70 %, CDN B 30 %',
    );
    expect(screen.getByRole('row', { name: /Germany/ }).textContent).toBe('GermanyCDN B');
  });
});
