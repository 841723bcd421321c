// Conversions between the ISO strings JSON Schema stores (`format: date`, `date-time`, `time`) and the
// @internationalized/date values the design-system pickers edit. Unparseable text reads as "no value".
import {
  GregorianCalendar,
  getLocalTimeZone,
  parseAbsolute,
  parseDate,
  parseTime,
  toCalendar,
  toZoned,
  type CalendarDate,
  type DateValue,
  type Time,
  type ZonedDateTime,
} from '@internationalized/date';
import type { TimeValue } from 'react-aria-components';

/** `YYYY-MM-DD` (a longer ISO string keeps its date part) → CalendarDate. */
export function isoToDate(value: unknown): CalendarDate | null {
  if (typeof value !== 'string' || !value) return null;
  try {
    return parseDate(value.slice(0, 10));
  } catch {
    return null;
  }
}

/** Any date value → `YYYY-MM-DD`. */
export function dateToIso(value: DateValue | null): string | undefined {
  // A locale with another calendar system (e.g. th-TH) edits in that calendar; JSON stores Gregorian.
  return value ? toCalendar(value, new GregorianCalendar()).toString().slice(0, 10) : undefined;
}

/** Full ISO date-time with an offset or `Z` → the same instant in `timeZone` (the browser's zone by default). */
export function isoToDateTime(value: unknown, timeZone: string = getLocalTimeZone()): ZonedDateTime | null {
  if (typeof value !== 'string' || !value) return null;
  try {
    return parseAbsolute(value, timeZone);
  } catch {
    return null;
  }
}

/** A date-time value → full ISO in UTC with `Z` (what `format: date-time` validates), e.g. 2025-03-15T10:30:00.000Z. */
export function dateTimeToIso(
  value: DateValue | null,
  timeZone: string = getLocalTimeZone(),
): string | undefined {
  if (!value) return undefined;
  const zoned = 'timeZone' in value ? value : toZoned(value, timeZone);
  return zoned.toAbsoluteString();
}

/** `HH:mm` or `HH:mm:ss` (a trailing zone is ignored) → Time. */
export function isoToTime(value: unknown): Time | null {
  if (typeof value !== 'string' || !value) return null;
  const match = /^(\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)/.exec(value);
  if (!match?.[1]) return null;
  try {
    return parseTime(match[1]);
  } catch {
    return null;
  }
}

/** A time → `HH:mm:ss`, as rjsf's own TimeWidget stores it. */
export function timeToIso(value: TimeValue | null): string | undefined {
  if (!value) return undefined;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(value.hour)}:${pad(value.minute)}:${pad(value.second)}`;
}
