// Pure logic of WorldMap: the sequential colour bins, the categories of a categorical map and keyboard movement
// between countries.

import { nice } from 'd3-array';

/**
 * Upper bounds of `steps` equal bins over [0, nice(max)]; e.g. max 5,400 in 6 steps → [1000, 2000, …, 6000].
 * `nice` is d3's own rounding (what a linear scale's `nice(steps)` does), without bundling a scale.
 */
export function sequentialBins(max: number, steps: number): number[] {
  const top = max > 0 ? max : 1;
  const [, niceTop] = nice(0, top, steps);
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

/** A category of a categorical map (e.g. the CDN that serves a country). */
export interface MapCategory {
  id: string;
  /** Palette index of its colour; default its position in the list. */
  series?: number;
}

/** Where a category sits: its position in the legend and its palette index. */
export interface CategorySlot {
  order: number;
  series: number;
}

/**
 * Position and palette index per category id: `series` when given, else the position, so colours follow the
 * order of the legend. A repeated id keeps its first entry.
 */
export function categorySlots(categories: readonly MapCategory[]): Map<string, CategorySlot> {
  const slots = new Map<string, CategorySlot>();
  categories.forEach((c, order) => {
    if (!slots.has(c.id)) slots.set(c.id, { order, series: c.series ?? order });
  });
  return slots;
}

/**
 * Rows of a categorical map's table: grouped by category in legend order (countries whose category is not in the
 * list come last), alphabetical by shown name within a group.
 */
export function categoricalOrder(
  assigned: Readonly<Record<string, { category: string }>>,
  slots: ReadonlyMap<string, CategorySlot>,
  name: (code: string) => string,
  locale?: string,
): string[] {
  const rank = (code: string) => {
    const category = assigned[code]?.category;
    return (category === undefined ? undefined : slots.get(category)?.order) ?? Infinity;
  };
  return Object.keys(assigned).sort((a, b) => {
    const ra = rank(a);
    const rb = rank(b);
    return ra === rb ? name(a).localeCompare(name(b), locale) : ra < rb ? -1 : 1;
  });
}

/** Rows of a sequential map's table: countries with a value or selected, highest value first, then by name. */
export function valueOrder(
  values: Readonly<Record<string, number>>,
  selected: readonly string[],
  name: (code: string) => string,
  locale?: string,
): string[] {
  return [...new Set([...Object.keys(values), ...selected])].sort(
    (a, b) => (values[b] ?? -Infinity) - (values[a] ?? -Infinity) || name(a).localeCompare(name(b), locale),
  );
}
