// Byte sizes and durations in the UI language. Intl's unit formatting gives the words and the number format
// of en/vi/de ("1.5 MB", "1,5 MB", "2 giờ") without locale keys of our own.

const byteUnits = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;
/** Stored units a schema may name with `x-unit`. */
const byteFactors: Readonly<Record<string, number>> = { B: 1, KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3 };

/** `value` (in `unit`, default bytes) in the largest binary unit that keeps it ≥ 1, one decimal at most. */
export function formatBytes(value: number, language: string, unit = 'B'): string {
  let amount = value * (byteFactors[unit] ?? 1);
  let index = 0;
  while (Math.abs(amount) >= 1024 && index < byteUnits.length - 1) {
    amount /= 1024;
    index += 1;
  }
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: byteUnits[index],
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(amount);
}

const durationUnits: readonly [Intl.NumberFormatOptions['unit'], number][] = [
  ['day', 86400],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/** `value` (seconds, or milliseconds with unit "ms") in the largest of s/min/h/d that keeps it ≥ 1. */
export function formatDuration(value: number, language: string, unit = 's'): string {
  const seconds = unit === 'ms' ? value / 1000 : value;
  const [name, size] = durationUnits.find(([, s]) => Math.abs(seconds) >= s) ?? ['second', 1];
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: name,
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(seconds / size);
}

/** A country's name in `language` from its ISO 3166-1 alpha-2 code (Intl.DisplayNames: no data in our chunks). */
export function countryName(code: string, language: string): string {
  try {
    return (
      new Intl.DisplayNames([language], { type: 'region', fallback: 'code' }).of(code.toUpperCase()) ?? code
    );
  } catch {
    return code;
  }
}
