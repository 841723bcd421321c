// A number of seconds as the largest whole unit that fits ("30 minutes", "2 days", "1 year"), in the
// console's language (Intl.NumberFormat's unit style: no strings to translate).
const units = [
  { unit: 'year', seconds: 31536000 },
  { unit: 'month', seconds: 2678400 },
  { unit: 'week', seconds: 604800 },
  { unit: 'day', seconds: 86400 },
  { unit: 'hour', seconds: 3600 },
  { unit: 'minute', seconds: 60 },
] as const;

export function formatDuration(seconds: number, locale: string): string {
  const fit = units.find(({ seconds: size }) => seconds >= size && seconds % size === 0);
  const [value, unit] = fit ? [seconds / fit.seconds, fit.unit] : [seconds, 'second'];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}
