// Pure logic of WorldMap: the sequential colour bins and keyboard movement between countries.

import { scaleLinear } from '@visx/scale';

/** Upper bounds of `steps` equal bins over [0, nice(max)]; e.g. max 5,400 in 6 steps → [1000, 2000, …, 6000]. */
export function sequentialBins(max: number, steps: number): number[] {
  const top = max > 0 ? max : 1;
  const [, niceTop = top] = scaleLinear<number>({ domain: [0, top], nice: steps }).domain();
  const width = niceTop / steps;
  return Array.from({ length: steps }, (_, i) => width * (i + 1));
}

/** Index of the bin a value falls in (values above the last bound go to the last bin, below zero to the first). */
export function binIndex(value: number, bins: readonly number[]): number {
  const i = bins.findIndex((upper) => value <= upper);
  return i === -1 ? bins.length - 1 : i;
}

/**
 * Roving focus over countries in `order` (alphabetical by the shown name): arrows step, Home/End jump, a letter
 * jumps to the next country whose name starts with it. Returns the new index or undefined for other keys.
 */
export function moveFocus(
  key: string,
  current: number,
  names: readonly string[],
  locale?: string,
): number | undefined {
  const count = names.length;
  if (count === 0) return undefined;
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return (current + 1) % count;
    case 'ArrowLeft':
    case 'ArrowUp':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      break;
  }
  if (key.length !== 1 || key === ' ') return undefined;
  const letter = key.toLocaleLowerCase(locale);
  for (let step = 1; step <= count; step += 1) {
    const i = (current + step) % count;
    if ((names[i] ?? '').toLocaleLowerCase(locale).startsWith(letter)) return i;
  }
  return undefined;
}

/** The selection after toggling `code`. */
export function toggleCode(selected: readonly string[], code: string): string[] {
  return selected.includes(code) ? selected.filter((c) => c !== code) : [...selected, code];
}
