/** Where a time is shown: an axis tick within a day, an axis tick at midnight, or in full (tooltip, table). */
export type TimeFormatContext = 'tickTime' | 'tickDate' | 'full';

/** Formats an instant for display; receives where it is shown. */
export type TimeFormatter = (time: Date, context: TimeFormatContext) => string;

/** Intl-based formatter in `locale` and `timeZone` (undefined: the runtime's), e.g. "18:00", "Nov 20", "Nov 20, 2026, 18:00". */
export function intlTimeFormatter(locale: string | undefined, timeZone: string | undefined): TimeFormatter {
  const formats: Record<TimeFormatContext, Intl.DateTimeFormat> = {
    tickTime: new Intl.DateTimeFormat(locale, { timeZone, hour: 'numeric', minute: '2-digit' }),
    tickDate: new Intl.DateTimeFormat(locale, { timeZone, month: 'short', day: 'numeric' }),
    full: new Intl.DateTimeFormat(locale, { timeZone, dateStyle: 'medium', timeStyle: 'short' }),
  };
  return (time, context) => formats[context].format(time);
}
