// Numbers of the traffic screens in the UI language, with Intl's own unit words (no locale keys needed):
// compact counts ("1.2M"), bit rates ("12.5 Mb/s"), ratios as percentages, instants ("Jun 21, 2025, 8:55 AM").

/** A count, compact beyond ten thousand ("12,345" stays, "1.2M"). */
export function formatCount(value: number, language: string): string {
  return new Intl.NumberFormat(language, {
    notation: Math.abs(value) >= 10_000 ? 'compact' : 'standard',
    maximumFractionDigits: 1,
  }).format(value);
}

const bitUnits = ['bit', 'kilobit', 'megabit', 'gigabit', 'terabit'] as const;

/** Bits per second in the largest decimal unit that keeps the figure ≥ 1 ("12.5 Mbps"). */
export function formatBitRate(bitsPerSecond: number, language: string): string {
  let amount = bitsPerSecond;
  let index = 0;
  while (Math.abs(amount) >= 1000 && index < bitUnits.length - 1) {
    amount /= 1000;
    index += 1;
  }
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: `${bitUnits[index]}-per-second`,
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(amount);
}

/** A ratio in [0, 1] as a percentage with one decimal at most ("87.5%"). */
export function formatRatio(ratio: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 }).format(ratio);
}

/** An instant as date and time in the UI language and the browser's zone ("Jun 21, 2025, 8:55 AM"). */
export function formatInstant(time: number, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(time);
}
