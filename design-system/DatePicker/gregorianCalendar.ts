// @internationalized/date's `createCalendar` as the console's build has it: the Gregorian calendar. The library's
// own builds any of thirteen calendar systems, and so ships all of them with every date field; the console's
// date fields format in the console's language (en-US, vi-VN, de-DE), whose calendar is the Gregorian one.
// scripts/vite-library-imports.ts gives @internationalized/date this module instead of its own;
// tests/unit/gregorian-calendar.test.ts holds every language of the console to the Gregorian calendar.
import { GregorianCalendar, type Calendar } from '@internationalized/date';

/** The calendar a date field computes in: the Gregorian one, whatever a locale would name. */
export function createCalendar(): Calendar {
  return new GregorianCalendar();
}
