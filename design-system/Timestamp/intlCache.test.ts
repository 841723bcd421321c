import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat, relativeTimeFormat } from './intlCache';

describe('Intl formatter cache', () => {
  it('MUST hand back the same formatter for the same locale and options, and another for others', () => {
    const medium = dateTimeFormat('de', { dateStyle: 'medium', timeStyle: 'short' });
    expect(dateTimeFormat('de', { dateStyle: 'medium', timeStyle: 'short' })).toBe(medium);
    expect(dateTimeFormat('vi', { dateStyle: 'medium', timeStyle: 'short' })).not.toBe(medium);
    expect(dateTimeFormat('de', { dateStyle: 'long', timeStyle: 'short' })).not.toBe(medium);
    expect(relativeTimeFormat('en', { numeric: 'auto' })).toBe(relativeTimeFormat('en', { numeric: 'auto' }));
    expect(relativeTimeFormat('en', { numeric: 'always' })).not.toBe(
      relativeTimeFormat('en', { numeric: 'auto' }),
    );
    expect(numberFormat('en')).toBe(numberFormat('en'));
  });

  it('MUST format like a fresh formatter', () => {
    const date = new Date('2024-03-05T14:07:00Z');
    const options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' };
    for (const locale of ['en', 'vi', 'de']) {
      expect(dateTimeFormat(locale, options).format(date)).toBe(
        new Intl.DateTimeFormat(locale, options).format(date),
      );
    }
    expect(relativeTimeFormat('de', { numeric: 'auto' }).format(-1, 'day')).toBe('gestern');
    expect(numberFormat('de').format(1234.5)).toBe('1.234,5');
  });
});
