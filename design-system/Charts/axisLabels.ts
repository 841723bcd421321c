// Room for axis labels, so that no label runs past its chart: the labels' widths are estimated from their text
// (the charts draw ticks in 12px Inter with tabular digits), never smaller than they come out, and the value axis
// widens, the time axis thins out its ticks and keeps the outer labels inside the plot's box.

/** Font size of tick labels in px (`fontSize.xs`). */
export const TICK_FONT_PX = 12;

/** Gap between a value label and the plot, in px. */
export const VALUE_LABEL_GAP = 8;

/** Least room between two time labels, in px. */
export const TIME_LABEL_GAP = 8;

// Widths in em, each at or above the widest glyph of its class in Inter (digits are tabular: 0.65em).
const NARROW = /[.,:;'’|!ilIíìj \u00a0\u202f]/u;
const SMALL = /[ftr/()[\]]/u;
const WIDE = /[mwMW%@]/u;
const UPPER = /\p{Lu}/u;

/** The width `text` takes at `fontPx`, rounded up (an estimate never below what Chromium draws). */
export function labelWidth(text: string, fontPx = TICK_FONT_PX): number {
  let em = 0;
  for (const ch of text) {
    if (/\d/.test(ch)) em += 0.66;
    else if (NARROW.test(ch)) em += 0.3;
    else if (SMALL.test(ch)) em += 0.42;
    else if (WIDE.test(ch)) em += 1.0;
    else if (UPPER.test(ch)) em += 0.78;
    else em += 0.66;
  }
  return Math.ceil(em * fontPx);
}

/** Width of a value axis whose labels end VALUE_LABEL_GAP px before the plot: `min`, or more if a label needs it. */
export function valueAxisWidth(labels: readonly string[], min: number): number {
  const widest = labels.reduce((w, label) => Math.max(w, labelWidth(label)), 0);
  return Math.max(min, widest + VALUE_LABEL_GAP + 2);
}

/** A time label as placed: its tick's x, where its text is centred, and its text. */
export interface PlacedTimeLabel {
  t: number;
  x: number;
  labelX: number;
  text: string;
}

/**
 * Places time labels centred under their ticks, shifted inwards where a label would pass `[left, right]` (the
 * plot's box in its own coordinates), and drops a label that would come closer than TIME_LABEL_GAP to the one
 * before it. `ticks` are sorted by x.
 */
export function placeTimeLabels(
  ticks: readonly { t: number; x: number; text: string }[],
  left: number,
  right: number,
): PlacedTimeLabel[] {
  const placed: PlacedTimeLabel[] = [];
  let lastEnd = -Infinity;
  for (const tick of ticks) {
    const half = labelWidth(tick.text) / 2;
    const labelX = Math.min(Math.max(tick.x, left + half), right - half);
    if (labelX - half < lastEnd + TIME_LABEL_GAP) continue;
    placed.push({ ...tick, labelX });
    lastEnd = labelX + half;
  }
  return placed;
}

/**
 * The distance two neighbouring labels centred on their ticks need between their centres (without the gap):
 * the largest mean width of two neighbours; a lone label needs half its width on each side.
 */
export function neighbourSpan(texts: readonly string[]): number {
  const widths = texts.map((text) => labelWidth(text));
  if (widths.length < 2) return widths[0] ?? 0;
  let span = 0;
  for (let i = 1; i < widths.length; i += 1)
    span = Math.max(span, ((widths[i - 1] ?? 0) + (widths[i] ?? 0)) / 2);
  return span;
}
