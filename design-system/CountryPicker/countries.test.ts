import { describe, expect, it } from 'vitest';
import codeRows from 'i18n-iso-countries/codes.json';
import { countryCodes, countryItems, countryMatches, type CountryLocale } from './countries';

const nameOf = (locale: CountryLocale, code: string) =>
  countryItems(locale).find((i) => i.id === code)?.label;
const found = (locale: CountryLocale, typed: string) =>
  countryItems(locale)
    .filter((i) => countryMatches(i.label, typed))
    .map((i) => i.id);

describe('countryItems', () => {
  it('offers every ISO 3166-1 alpha-2 code of the code table, once each', () => {
    expect(countryCodes).toEqual(codeRows.map((row) => row[0]));
    expect(new Set(countryCodes).size).toBe(countryCodes.length);
    expect(countryCodes).toHaveLength(250);
    expect(countryCodes).toEqual(expect.arrayContaining(['VN', 'DE', 'AT', 'US', 'XK']));
    for (const locale of ['en', 'vi', 'de'] as const) {
      expect(new Set(countryItems(locale).map((i) => i.id))).toEqual(new Set(countryCodes));
    }
  });

  it('names the countries in the UI language', () => {
    expect(nameOf('en', 'DE')).toBe('Germany');
    expect(nameOf('vi', 'DE')).toBe('Đức');
    expect(nameOf('vi', 'VN')).toBe('Việt Nam');
    expect(nameOf('de', 'AT')).toBe('Österreich');
    expect(nameOf('de', 'DE')).toBe('Deutschland');
    // No entry is left as a bare code.
    for (const locale of ['en', 'vi', 'de'] as const) {
      expect(countryItems(locale).filter((i) => i.label === i.id)).toEqual([]);
    }
  });

  it("sorts by the displayed name in the language's collation", () => {
    for (const locale of ['en', 'vi', 'de'] as const) {
      const labels = countryItems(locale).map((i) => i.label);
      expect(labels).toEqual([...labels].sort(new Intl.Collator(locale).compare));
    }
    // German collation files Ö under O, not after Z.
    const german = countryItems('de').map((i) => i.label);
    expect(german.indexOf('Österreich')).toBe(german.indexOf('Oman') + 1);
  });

  it('limits the list to `only`, in any case', () => {
    expect(countryItems('de', ['de', 'AT', 'ch']).map((i) => i.label)).toEqual([
      'Deutschland',
      'Österreich',
      'Schweiz',
    ]);
  });
});

describe('countryMatches', () => {
  it('finds Vietnamese names typed without diacritics or case', () => {
    expect(found('vi', 'viet nam')).toEqual(['VN']);
    expect(found('vi', 'VIỆT')).toEqual(['VN']);
    expect(found('vi', 'duc')).toContain('DE');
    expect(countryMatches('Đức', 'đức')).toBe(true);
  });

  it('finds German names typed without umlauts or case', () => {
    expect(found('de', 'osterreich')).toEqual(['AT']);
    expect(found('de', 'ÖSTERR')).toEqual(['AT']);
    expect(found('de', 'turkei')).toEqual(['TR']);
  });

  it('matches anywhere in the name, and everything on empty input', () => {
    expect(countryMatches('North Korea', 'kor')).toBe(true);
    expect(countryMatches('Germany', 'atlantis')).toBe(false);
    expect(found('en', '')).toHaveLength(countryCodes.length);
  });
});
