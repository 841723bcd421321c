import { vars } from '../foundations/tokens';

const chart = vars.color.chart;

// Categorical series colours (semantic tokens `color.chart.series1…8`, CSS variables with a light and a dark
// value, each 3:1 or more against the surface). Series 1 is the accent blue, so single-series charts match the UI.
// For categories without a meaning of their own (CDNs, points of presence, countries).
export const chartSeries = [
  chart.series1,
  chart.series2,
  chart.series3,
  chart.series4,
  chart.series5,
  chart.series6,
  chart.series7,
  chart.series8,
] as const;

/**
 * Colours by meaning (`color.chart.<meaning>`): a figure that means one of these is drawn in its colour in every
 * chart — a line, an arc, a bar, a legend swatch — and the colour means nothing else, in either skin.
 */
export const chartMeanings = {
  traffic: chart.traffic,
  cacheHit: chart.cacheHit,
  cacheMiss: chart.cacheMiss,
  status2xx: chart.status2xx,
  status3xx: chart.status3xx,
  status4xx: chart.status4xx,
  status5xx: chart.status5xx,
} as const;

export type ChartMeaning = keyof typeof chartMeanings;

/** What a series, arc or bar is drawn in: a meaning, or an index into the categorical palette. */
export type ChartColor = ChartMeaning | number;

/** Sequential scale, lowest to highest (`color.chart.sequential1…6`), for choropleths and heat maps. */
export const chartSequential = [
  chart.sequential1,
  chart.sequential2,
  chart.sequential3,
  chart.sequential4,
  chart.sequential5,
  chart.sequential6,
] as const;

/** Fill of areas without a value, marker lines, and the outline/hatching of selected areas. */
export const chartNoData = chart.noData;
export const chartMarker = chart.marker;
export const chartSelected = chart.selected;
/** Behind the intervals still being counted. */
export const chartPartial = chart.partial;

const wrap = (index: number, length: number) => ((index % length) + length) % length;

/** The series colour for the i-th series (wraps around). */
export function seriesColor(index: number): string {
  return chartSeries[wrap(index, chartSeries.length)] ?? chartSeries[0];
}

/** The colour of a meaning, or of the i-th categorical series. */
export function chartColor(color: ChartColor): string {
  return typeof color === 'number' ? seriesColor(color) : chartMeanings[color];
}

/** The meaning of an HTTP status class ('2xx' … '5xx', or a code such as 404); undefined outside 200–599. */
export function statusMeaning(status: string | number): ChartMeaning | undefined {
  const digit = String(status).trim().charAt(0);
  return ({ '2': 'status2xx', '3': 'status3xx', '4': 'status4xx', '5': 'status5xx' } as const)[
    digit as '2' | '3' | '4' | '5'
  ];
}
