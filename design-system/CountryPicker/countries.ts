// The countries the picker offers and how typed text finds one. Names come from the browser's own CLDR data
// (Intl.DisplayNames) in the picker's language, so no name table ships in our JS; the set of codes is the alpha-2
// column of the ISO 3166-1 code table the WorldMap also reads (i18n-iso-countries/codes.json), one source for
// both. Matching ignores case and diacritics with the command palette's folding (đ → d, ö → o, ß → ss), so a
// Vietnamese or German user typing without marks still finds "Việt Nam" or "Österreich"; a locale collator
// alone would not do (German search collation keeps ö apart from o).
import codeRows from 'i18n-iso-countries/codes.json';
import { fold } from '../CommandPalette/fold';
import type { ComboboxItem } from '../Combobox/Combobox';

export type CountryLocale = 'en' | 'vi' | 'de';

/** Every ISO 3166-1 alpha-2 code the picker offers (with XK, Kosovo's user-assigned code). */
export const countryCodes: readonly string[] = codeRows.flatMap(([alpha2]) => (alpha2 ? [alpha2] : []));

/** ISO 3166-1 alpha-2 countries with names in `locale`, sorted by that language's collation. */
export function countryItems(locale: CountryLocale, only?: readonly string[]): ComboboxItem[] {
  const allow = only ? new Set(only.map((c) => c.toUpperCase())) : undefined;
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
  const collator = new Intl.Collator(locale);
  return countryCodes
    .filter((code) => !allow || allow.has(code))
    .map((code) => ({ id: code, label: names.of(code) ?? code }))
    .sort((a, b) => collator.compare(a.label, b.label));
}

/** Whether a country's name holds the typed text anywhere, case and diacritics aside. */
export function countryMatches(name: string, typed: string): boolean {
  return fold(name).includes(fold(typed));
}
