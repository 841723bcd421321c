import { describe, expect, it } from 'vitest';
import { formatAbsolute, formatRelative, relativeParts } from './Timestamp';

const now = new Date('2025-03-14T09:30:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe('relativeParts', () => {
  it('picks the largest whole unit', () => {
    expect(relativeParts(ago(5 * 60 + 30), now)).toEqual({ value: -5, unit: 'minute' });
    expect(relativeParts(ago(45), now)).toEqual({ value: -45, unit: 'second' });
    expect(relativeParts(ago(3 * 3600), now)).toEqual({ value: -3, unit: 'hour' });
    expect(relativeParts(ago(2 * 86400), now)).toEqual({ value: -2, unit: 'day' });
    expect(relativeParts(ago(400 * 86400), now)).toEqual({ value: -1, unit: 'year' });
    expect(relativeParts(new Date(now.getTime() + 7200_000), now)).toEqual({ value: 2, unit: 'hour' });
    expect(relativeParts(now, now)).toEqual({ value: 0, unit: 'second' });
  });
});

describe('formatRelative', () => {
  it('formats in the given locale', () => {
    expect(formatRelative(ago(300), now, 'en')).toBe('5 minutes ago');
    expect(formatRelative(ago(86400), now, 'en')).toBe('yesterday');
    expect(formatRelative(ago(86400), now, 'en', 'always')).toBe('1 day ago');
    expect(formatRelative(ago(300), now, 'de')).toBe('vor 5 Minuten');
    expect(formatRelative(ago(300), now, 'vi')).toBe('5 phút trước');
  });
});

describe('formatAbsolute', () => {
  it('shows the date, time and time zone', () => {
    expect(formatAbsolute(now, 'en', 'UTC')).toBe('Mar 14, 2025, 9:30:00 AM UTC');
    expect(formatAbsolute(now, 'en', 'Asia/Ho_Chi_Minh')).toBe('Mar 14, 2025, 4:30:00 PM GMT+7');
  });
});
