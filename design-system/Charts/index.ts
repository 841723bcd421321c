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
export { chartColor, chartMeanings, chartSeries, seriesColor, statusMeaning } from './palette';
export type { ChartColor, ChartMeaning } from './palette';
export { Sparkline, extremes } from './Sparkline';
export type { SparklineProps } from './Sparkline';
export { BarChart, barDomain } from './BarChart';
export type { BarChartProps } from './BarChart';
export { DonutChart, donutTotal } from './DonutChart';
export type { DonutChartProps } from './DonutChart';
export { ChartTable } from './Charts';
export type { ChartSize, ChartTableProps, ChartTableRow, ChartToggleStrings } from './Charts';
export { chartNoData, chartMarker, chartPartial, chartSelected, chartSequential } from './palette';
export { TimeSeries } from './TimeSeries';
export type {
  TimePoint,
  TimeRangeOption,
  TimeSeriesMarker,
  TimeSeriesPartial,
  TimeSeriesProps,
  TimeSeriesSeries,
  TimeSeriesStrings,
} from './TimeSeries';
export type { TimeRange } from './timeSeriesLogic';
export type { TimeFormatContext, TimeFormatter } from './timeFormat';
export { useElementWidth } from './useElementWidth';
export { labelWidth } from './axisLabels';
