export { ChartDataTable, ChartFrame, defaultFormat } from './Charts';
export type {
  ChartBaseProps,
  ChartDataTableProps,
  ChartDatum,
  ChartFrameProps,
  ChartGraphicProps,
  ChartStrings,
  ValueFormatter,
} from './Charts';
export { chartSeries, seriesColor } from './palette';
export { Sparkline, extremes } from './Sparkline';
export type { SparklineProps } from './Sparkline';
export { BarChart, barDomain } from './BarChart';
export type { BarChartProps } from './BarChart';
export { DonutChart, donutTotal } from './DonutChart';
export type { DonutChartProps } from './DonutChart';
