// The build's date fields compute in the Gregorian calendar only (design-system/DatePicker/gregorianCalendar.ts
// replaces @internationalized/date's createCalendar): right for every locale the console formats in.
import { describe, expect, it } from 'vitest';
import { DateFormatter } from '@internationalized/date';
import { createCalendar } from '../../design-system/DatePicker/gregorianCalendar';
import { formatLocaleOf, supportedLanguages } from '../../src/app/i18n';

describe('the Gregorian-only calendar of date fields', () => {
  it.each(supportedLanguages.map((l) => [l.code, l.locale]))(
    'MUST be the calendar %s (%s) formats dates in',
    (code, locale) => {
      expect(formatLocaleOf(code)).toBe(locale);
      expect(new DateFormatter(locale).resolvedOptions().calendar).toBe('gregory');
      expect(createCalendar().identifier).toBe('gregory');
    },
  );

  it('MUST format in the default language for a language the console does not speak', () => {
    expect(formatLocaleOf('th')).toBe('en-US');
    expect(formatLocaleOf(undefined)).toBe('en-US');
  });
});
