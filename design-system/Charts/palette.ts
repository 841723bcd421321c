import { vars } from '../foundations/tokens';

const chart = vars.color.chart;

// Categorical series colours (semantic tokens `color.chart.series1…8`, CSS variables with a light and a dark
// value, each 3:1 or more against the surface). Series 1 is the accent blue, so single-series charts match the UI.
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

const wrap = (index: number, length: number) => ((index % length) + length) % length;

/** The series colour for the i-th series (wraps around). */
export function seriesColor(index: number): string {
  return chartSeries[wrap(index, chartSeries.length)] ?? chartSeries[0];
}
