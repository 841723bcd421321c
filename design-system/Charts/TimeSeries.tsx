import { useMemo, useState } from 'react';
import { SegmentedControl } from '../SegmentedControl';
import { barDomain } from './BarChart';
import { ChartFrame, ChartTable, defaultFormat } from './Charts';
import type { ChartToggleStrings, ValueFormatter } from './Charts';
import { EmptyMessage } from './TimeSeries.styles';
import { TimeSeriesLegend } from './TimeSeriesLegend';
import { TimeSeriesPlot } from './TimeSeriesPlot';
import type { PreparedSeries } from './TimeSeriesPlot';
import { intlTimeFormatter } from './timeFormat';
import type { TimeFormatter } from './timeFormat';
import { timeWindow, timeline } from './timeSeriesLogic';
import type { TimeRange } from './timeSeriesLogic';
import type { ChartColor } from './palette';
import { dataAttributes } from '../foundations/dataAttributes';
import type { DataAttributes } from '../foundations/dataAttributes';

/** One measurement: an instant and its value. */
export interface TimePoint {
  time: Date | number;
  value: number;
}

/** A named line of the chart. */
export interface TimeSeriesSeries {
  /** Stable id (used by `hiddenSeries`). */
  id: string;
  /** Legend, tooltip and table-column label. */
  label: string;
  data: readonly TimePoint[];
  /**
   * What the series means (a colour of `chartMeanings`, e.g. 'status4xx', the same in every chart), or an index
   * into the categorical palette; default the series' position.
   */
  color?: ChartColor;
}

/** Where the figures stop being final: the intervals from `from` on are still being counted. */
export interface TimeSeriesPartial {
  /** The first instant whose figures are not final. */
  from: Date | number;
  /** What the dashed line and the lighter band mean, e.g. "Still being counted (data up to 14:05)". */
  label: string;
}

/** A change worth seeing against the data, e.g. "Cache rule updated" from the audit log. */
export interface TimeSeriesMarker {
  id: string;
  time: Date | number;
  label: string;
}

/** A choice of the range selector. */
export interface TimeRangeOption {
  id: TimeRange;
  /** Visible text, e.g. "1D". */
  label: string;
  /** Accessible name when it differs, e.g. "1 day". */
  ariaLabel?: string;
}

export interface TimeSeriesStrings extends ChartToggleStrings {
  /** Header of the time column of the table view, e.g. "Time". */
  timeHeader: string;
  /** Accessible name of the legend, e.g. "Series (press to show or hide)". */
  legendLabel: string;
  /** How to explore by keyboard, e.g. "Use the left and right arrow keys to move between points." */
  keyboardHint: string;
  /** Shown for a series without a value at a time, e.g. "No data". */
  noValue: string;
}

export interface TimeSeriesProps extends DataAttributes {
  /** Visible title, also the accessible name of the graphic. */
  title: string;
  /** A sentence describing what the chart shows, read by screen readers. */
  summary: string;
  series: readonly TimeSeriesSeries[];
  strings: TimeSeriesStrings;
  /** Shown instead of the graphic when no series has a point in the range, e.g. "No requests in this period". */
  emptyMessage: string;
  /** Vertical lines at instants, with a label (focusable). */
  markers?: readonly TimeSeriesMarker[];
  /** Controlled range. */
  range?: TimeRange;
  /** Uncontrolled initial range. Default '1d'. */
  defaultRange?: TimeRange;
  onRangeChange?: (range: TimeRange) => void;
  /** Shows a range selector (SegmentedControl) in the header with these labels. */
  rangeSelector?: { label: string; options: readonly TimeRangeOption[] };
  /** End of the shown range; default the latest point. */
  end?: Date | number;
  /**
   * Figures not final yet: drawn dashed over a lighter band from `partial.from` on, named in the legend, the
   * tooltip and the table.
   */
  partial?: TimeSeriesPartial;
  /** Lines only, or lines over a light fill. Default 'line'. */
  variant?: 'line' | 'area';
  formatValue?: ValueFormatter;
  /** Formats the value axis' ticks (a short form, e.g. "1.2M"); default `formatValue`. */
  formatTick?: ValueFormatter;
  /** Formats times; default Intl in `locale` and `timeZone`. */
  formatTime?: TimeFormatter;
  /** Locale of the default time format (e.g. "vi-VN"); default the runtime's. */
  locale?: string;
  /** IANA zone for the default time format and for tick alignment, e.g. "UTC"; default the runtime's. */
  timeZone?: string;
  /** Controlled ids of hidden series. */
  hiddenSeries?: readonly string[];
  /** Uncontrolled initial hidden series. */
  defaultHiddenSeries?: readonly string[];
  onHiddenSeriesChange?: (hidden: string[]) => void;
  /** Fixed width in px; omitted: fills the container. */
  width?: number;
  /** Height of the plot in px. Default 240. */
  height?: number;
  /** Least width of the value axis; it widens when a tick label needs more. Default 48. */
  axisWidth?: number;
  /** Approximate number of value ticks. Default 4. */
  tickCount?: number;
  defaultShowTable?: boolean;
  className?: string;
}

const toMs = (t: Date | number) => (typeof t === 'number' ? t : t.getTime());

/**
 * Values over time for several series, with range selector, tooltip (pointer and keyboard), legend and markers.
 * Keyboard: the plot is one tab stop (role "application", named by the title, described by the summary and
 * `strings.keyboardHint`); Left/Right move between instants, PageUp/PageDown by a tenth, Home/End to the ends,
 * Escape hides the tooltip, and a polite live region announces every shown series at the instant. Change markers
 * are buttons after the plot; legend entries are toggle buttons (aria-pressed = shown).
 */
export function TimeSeries({
  title,
  summary,
  series,
  strings,
  emptyMessage,
  markers = [],
  range: rangeProp,
  defaultRange = '1d',
  onRangeChange,
  rangeSelector,
  end,
  partial,
  variant = 'line',
  formatValue = defaultFormat,
  formatTick,
  formatTime,
  locale,
  timeZone,
  hiddenSeries,
  defaultHiddenSeries = [],
  onHiddenSeriesChange,
  width,
  height = 240,
  axisWidth = 48,
  tickCount = 4,
  defaultShowTable,
  className,
  ...rest
}: TimeSeriesProps) {
  const [rangeState, setRangeState] = useState<TimeRange>(defaultRange);
  const range = rangeProp ?? rangeState;
  const [hiddenState, setHiddenState] = useState<readonly string[]>(defaultHiddenSeries);
  const hidden = hiddenSeries ?? hiddenState;
  const format = useMemo(
    () => formatTime ?? intlTimeFormatter(locale, timeZone),
    [formatTime, locale, timeZone],
  );

  const latest = series.reduce<number | undefined>(
    (max, s) => s.data.reduce<number | undefined>((m, p) => Math.max(m ?? -Infinity, toMs(p.time)), max),
    undefined,
  );
  const [start, stop] = timeWindow(latest, range, end === undefined ? undefined : toMs(end));
  const prepared: PreparedSeries[] = series.map((s, i) => {
    const points = s.data
      .map((p) => ({ t: toMs(p.time), value: p.value }))
      .filter((p) => p.t >= start && p.t <= stop)
      .sort((a, b) => a.t - b.t);
    return {
      id: s.id,
      label: s.label,
      color: s.color ?? i,
      points,
      byTime: new Map(points.map((p) => [p.t, p.value])),
      hidden: hidden.includes(s.id),
    };
  });
  const times = timeline(
    prepared.flatMap((s) => s.points.map((p) => p.t)),
    start,
    stop,
  );
  const visibleValues = prepared.filter((s) => !s.hidden).flatMap((s) => s.points.map((p) => p.value));
  const yDomain = barDomain(visibleValues, tickCount);

  const setRange = (next: string) => {
    const r = next as TimeRange;
    if (rangeProp === undefined) setRangeState(r);
    onRangeChange?.(r);
  };
  const toggleSeries = (id: string, shown: boolean) => {
    const next = shown ? hidden.filter((h) => h !== id) : [...hidden, id];
    if (hiddenSeries === undefined) setHiddenState(next);
    onHiddenSeriesChange?.(next);
  };

  const partialFrom = partial === undefined ? undefined : toMs(partial.from);
  const rowHeader = (t: number) =>
    partial && partialFrom !== undefined && t >= partialFrom
      ? `${format(new Date(t), 'full')} (${partial.label})`
      : format(new Date(t), 'full');

  const cell = (s: PreparedSeries, t: number) => {
    const v = s.byTime.get(t);
    return v === undefined ? strings.noValue : formatValue(v);
  };

  return (
    <ChartFrame
      {...dataAttributes(rest)}
      className={className}
      title={title}
      summary={summary}
      strings={strings}
      width={width}
      defaultShowTable={defaultShowTable}
      actions={
        rangeSelector ? (
          <SegmentedControl
            aria-label={rangeSelector.label}
            items={rangeSelector.options}
            value={range}
            onChange={setRange}
          />
        ) : undefined
      }
      renderTable={(tableProps) => (
        <ChartTable
          {...tableProps}
          rowHeader={strings.timeHeader}
          columns={prepared.map((s) => s.label)}
          rows={times.map((t) => ({
            key: String(t),
            header: rowHeader(t),
            cells: prepared.map((s) => cell(s, t)),
          }))}
        />
      )}
    >
      {(graphic, size) =>
        times.length === 0 ? (
          <EmptyMessage style={{ width: size.width, height }} data-state="empty">
            {emptyMessage}
          </EmptyMessage>
        ) : (
          <>
            <TimeSeriesPlot
              label={graphic['aria-label']}
              describedBy={graphic['aria-describedby']}
              keyboardHint={strings.keyboardHint}
              noValue={strings.noValue}
              width={size.width}
              height={height}
              axisWidth={axisWidth}
              tickCount={tickCount}
              window={[start, stop]}
              rangeMs={stop - start}
              yDomain={yDomain}
              times={times}
              series={prepared}
              markers={markers.map((m) => ({ id: m.id, label: m.label, t: toMs(m.time) }))}
              variant={variant}
              formatValue={formatValue}
              formatTick={formatTick ?? formatValue}
              formatTime={format}
              timeZone={timeZone}
              partial={
                partial && partialFrom !== undefined ? { from: partialFrom, label: partial.label } : undefined
              }
            />
            <TimeSeriesLegend
              label={strings.legendLabel}
              series={prepared}
              onToggle={toggleSeries}
              partialLabel={partialFrom !== undefined && partialFrom < stop ? partial?.label : undefined}
            />
          </>
        )
      }
    </ChartFrame>
  );
}
