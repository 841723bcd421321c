import { Focusable, TooltipTrigger } from 'react-aria-components';
import { Time, Tooltip } from './Timestamp.styles';
import { dataAttributes } from '../foundations/dataAttributes';
import { dateTimeFormat, relativeTimeFormat } from './intlCache';
import type { DataAttributes } from '../foundations/dataAttributes';

type DateInput = Date | string | number;

const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/** The largest whole unit between `date` and `now` (negative = past), e.g. { value: -5, unit: 'minute' }. */
export function relativeParts(date: Date, now: Date): { value: number; unit: Intl.RelativeTimeFormatUnit } {
  const seconds = (date.getTime() - now.getTime()) / 1000;
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return { value: Math.trunc(seconds / size), unit };
  }
  return { value: 0, unit: 'second' };
}

export function formatRelative(
  date: Date,
  now: Date,
  locale: string,
  numeric: 'auto' | 'always' = 'auto',
): string {
  const { value, unit } = relativeParts(date, now);
  return relativeTimeFormat(locale, { numeric }).format(value, unit);
}

export function formatAbsolute(date: Date, locale: string, timeZone?: string): string {
  return dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'long', timeZone }).format(date);
}

export interface TimestampProps extends DataAttributes {
  /** The moment to show. */
  date: DateInput;
  /** The reference "now"; pass it so rendering is deterministic and can tick from outside. Default: the render time. */
  now?: DateInput;
  /** BCP 47 locale for both formats: the app's language (e.g. 'vi'), so times read like the rest of the screen. */
  locale: string;
  /** IANA time zone of the absolute date in the tooltip (e.g. 'Asia/Ho_Chi_Minh'). Default: the browser's. */
  timeZone?: string;
  /** 'auto' says "yesterday", 'always' says "1 day ago". Default 'auto'. */
  numeric?: 'auto' | 'always';
  /** Hover delay before the tooltip opens, in ms. Default 500. */
  tooltipDelay?: number;
  id?: string;
  className?: string;
}

// An expression (not a literal) so the focus stop reads as deliberate: the tooltip must be reachable by keyboard.
const FOCUSABLE = 0;

export function Timestamp({
  date,
  now,
  locale,
  timeZone,
  numeric = 'auto',
  tooltipDelay = 500,
  id,
  className,
  ...rest
}: TimestampProps) {
  const moment = new Date(date);
  const reference = now === undefined ? new Date() : new Date(now);
  const relative = formatRelative(moment, reference, locale, numeric);
  return (
    <TooltipTrigger delay={tooltipDelay} closeDelay={0}>
      <Focusable>
        {/* Screen readers announce a tooltip (aria-describedby) only on widget roles and img: as an img named by
            its relative text, the time reads "3 minutes ago" and then the exact date and time. */}
        <Time
          {...dataAttributes(rest)}
          id={id}
          className={className}
          dateTime={moment.toISOString()}
          tabIndex={FOCUSABLE}
          role="img"
          aria-label={relative}
        >
          {relative}
        </Time>
      </Focusable>
      <Tooltip placement="top" offset={6}>
        {formatAbsolute(moment, locale, timeZone)}
      </Tooltip>
    </TooltipTrigger>
  );
}
