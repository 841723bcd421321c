// Pure logic of TimeSeries: windows, time-axis ticks in a time zone, the shared timeline and point lookup.

/** The time ranges the chart knows how to label ('1h': a live view of the last hour, by minute). */
export type TimeRange = '1h' | '1d' | '3d' | '7d';

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

export const MINUTE = 60_000;

export const RANGE_MS: Readonly<Record<TimeRange, number>> = {
  '1h': HOUR,
  '1d': DAY,
  '3d': 3 * DAY,
  '7d': 7 * DAY,
};

/** Tick steps the axis may use, smallest first (all divide a day or are whole days). */
export const TICK_STEPS = [
  5 * MINUTE,
  10 * MINUTE,
  15 * MINUTE,
  30 * MINUTE,
  HOUR,
  2 * HOUR,
  3 * HOUR,
  6 * HOUR,
  12 * HOUR,
  DAY,
  2 * DAY,
] as const;

/** At most this many ticks, however wide the chart (1 h → 10 min, 1 d → 3 h, 3 d → 12 h, 7 d → 1 day). */
export const MAX_TICKS = 8;

/** Minimum px between tick labels (a "Nov 20" or "18:00" label is ~40px wide at 12px). */
export const MIN_TICK_SPACING = 64;

/**
 * The smallest step that gives at most MAX_TICKS ticks and at least MIN_TICK_SPACING px between them; with
 * `labelWidthAt` (the px two neighbouring labels of the step's ticks need between their centres), also room for
 * those labels and `labelGap` px between them.
 */
export function tickStep(
  rangeMs: number,
  plotWidth: number,
  labelWidthAt?: (step: number) => number,
  labelGap = 8,
): number {
  const fit = Math.max(2, Math.floor(plotWidth / MIN_TICK_SPACING));
  const maxTicks = Math.min(MAX_TICKS, fit);
  const roomy = (step: number) =>
    !labelWidthAt || (plotWidth * step) / rangeMs >= labelWidthAt(step) + labelGap;
  return TICK_STEPS.find((step) => rangeMs / step <= maxTicks && roomy(step)) ?? 2 * DAY;
}

/**
 * A series' points split where its figures stop being final: `complete` before `partialFrom`, `partial` from
 * it on, led by the last complete point so the dashed line joins the solid one. Without `partialFrom`, or with
 * no point from it on, everything is complete. `points` are sorted by time.
 */
export function splitPartial<P extends { t: number }>(
  points: readonly P[],
  partialFrom: number | undefined,
): { complete: P[]; partial: P[] } {
  const cut = partialFrom === undefined ? -1 : points.findIndex((p) => p.t >= partialFrom);
  if (cut < 0) return { complete: [...points], partial: [] };
  return { complete: points.slice(0, cut), partial: points.slice(Math.max(0, cut - 1)) };
}

const partsFormatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let f = partsFormatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    partsFormatters.set(key, f);
  }
  return f;
}

/** Offset of `timeZone` from UTC at instant `t`, in ms (UTC+7 → 25,200,000). Undefined zone: the runtime's. */
export function zoneOffset(t: number, timeZone: string | undefined): number {
  const parts: Record<string, number> = {};
  for (const p of partsFormatter(timeZone).formatToParts(new Date(t))) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  const asUtc = Date.UTC(
    parts.year ?? 1970,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
  return asUtc - Math.floor(t / 1000) * 1000;
}

/**
 * Tick instants in [start, end] at multiples of `step` in local time of `timeZone` (so a 1-day step falls on
 * local midnight and a 3-hour step on 00:00, 03:00…).
 */
export function timeTicks(start: number, end: number, step: number, timeZone?: string): number[] {
  const ticks: number[] = [];
  const offset = zoneOffset(start, timeZone);
  let local = Math.ceil((start + offset) / step) * step;
  for (let guard = 0; guard < 1000; guard += 1) {
    const guess = local - offset;
    const t = local - zoneOffset(guess, timeZone);
    if (t > end) break;
    if (t >= start) ticks.push(t);
    local += step;
  }
  return ticks;
}

/** Whether `t` is local midnight in `timeZone` (such ticks are labelled with the date, others with the time). */
export function isLocalMidnight(t: number, timeZone?: string): boolean {
  return (((t + zoneOffset(t, timeZone)) % DAY) + DAY) % DAY === 0;
}

/** Width of a compact marker flag (a small tab on its line, without text). */
export const COMPACT_FLAG = 10;

/** A flag narrower than this shows no text: it is drawn compact. */
export const MIN_FLAG_LABEL = 28;

/** About the px width a flag's label needs (12px text: ~6.5px a character, plus padding). */
export function flagWidth(label: string): number {
  return label.length * 6.5 + 10;
}

/** A marker flag as placed: its x, the side it extends to ('end': left of x) and the width its label needs. */
export interface FlagPlacement {
  x: number;
  align: 'start' | 'end';
  width: number;
}

/** How to draw a flag: compact, or labelled within `maxWidth` px (undefined: no neighbour limits it). */
export interface FlagLayout {
  compact: boolean;
  maxWidth?: number;
}

/**
 * Room for each marker flag so that no label covers another flag: a flag's label ends `gap` px before the
 * next flag's line; two flags extending towards each other keep their labels when both fit, else share the
 * distance halfway; a flag left with less than
 * MIN_FLAG_LABEL px is compact (its label stays its accessible name and shows in the tooltip). `flags` must be
 * sorted by x.
 */
export function layoutFlags(flags: readonly FlagPlacement[], gap = 6): FlagLayout[] {
  // The room of `f` towards its neighbour; undefined when they extend away from each other.
  const roomBetween = (a: FlagPlacement, b: FlagPlacement, f: FlagPlacement): number | undefined => {
    const distance = b.x - a.x;
    if (a.align === 'start' && b.align === 'end') {
      const other = f === a ? b : a;
      return a.width + b.width + gap <= distance ? distance - other.width - gap : distance / 2 - gap;
    }
    if (a.align === 'start' || b.align === 'end') return distance - gap;
    return undefined;
  };
  return flags.map((f, i) => {
    const prev = flags[i - 1];
    const next = flags[i + 1];
    const room = f.align === 'start' ? next && roomBetween(f, next, f) : prev && roomBetween(prev, f, f);
    if (room === undefined) return { compact: false };
    return room < MIN_FLAG_LABEL ? { compact: true } : { compact: false, maxWidth: room };
  });
}

/** The shown window: `range` ending at `end`, or at the latest point when `end` is not given. */
export function timeWindow(latest: number | undefined, range: TimeRange, end?: number): [number, number] {
  const stop = end ?? latest ?? 0;
  return [stop - RANGE_MS[range], stop];
}

/** Sorted, de-duplicated instants of every point inside [start, end] (the positions the keyboard visits). */
export function timeline(times: Iterable<number>, start: number, end: number): number[] {
  const set = new Set<number>();
  for (const t of times) if (t >= start && t <= end) set.add(t);
  return [...set].sort((a, b) => a - b);
}

/** Index of the instant in sorted `times` nearest to `t` (the earlier one on a tie); -1 when empty. */
export function nearestIndex(times: readonly number[], t: number): number {
  if (times.length === 0) return -1;
  let lo = 0;
  let hi = times.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((times[mid] ?? 0) < t) lo = mid + 1;
    else hi = mid;
  }
  const prev = lo - 1;
  if (prev >= 0 && t - (times[prev] ?? 0) <= (times[lo] ?? 0) - t) return prev;
  return lo;
}

/** The next active index for a navigation key, or undefined for keys the chart does not handle. */
export function stepIndex(key: string, current: number, count: number): number | undefined {
  if (count === 0) return undefined;
  const page = Math.max(1, Math.round(count / 10));
  const clamp = (i: number) => Math.min(count - 1, Math.max(0, i));
  switch (key) {
    case 'ArrowRight':
      return clamp(current + 1);
    case 'ArrowLeft':
      return clamp(current - 1);
    case 'PageUp':
      return clamp(current + page);
    case 'PageDown':
      return clamp(current - page);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}
