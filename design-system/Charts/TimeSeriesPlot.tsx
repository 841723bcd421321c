import { useId, useState } from 'react';
import type { CSSProperties, KeyboardEvent, PointerEvent } from 'react';
import { Group } from '@visx/group';
import { scaleLinear } from '@visx/scale';
import { AreaClosed, LinePath } from '@visx/shape';
import type { ValueFormatter } from './Charts';
import { AxisLine, Svg, Swatch, TickLabel, VisuallyHidden } from './Charts.styles';
import {
  ActiveDot,
  Crosshair,
  Explorer,
  MarkerFlag,
  MarkerLine,
  PartialArea,
  PartialBand,
  PartialBandLabel,
  PartialLine,
  Plot,
  SeriesArea,
  SeriesLine,
  TooltipBox,
  TooltipList,
  TooltipMarker,
  TooltipTime,
  TooltipValue,
} from './TimeSeries.styles';
import type { TimeFormatter } from './timeFormat';
import {
  flagWidth,
  isLocalMidnight,
  layoutFlags,
  nearestIndex,
  splitPartial,
  stepIndex,
  tickStep,
  timeTicks,
} from './timeSeriesLogic';
import { labelWidth, neighbourSpan, placeTimeLabels, TIME_LABEL_GAP, valueAxisWidth } from './axisLabels';
import { chartColor } from './palette';
import type { ChartColor } from './palette';
import { ValueGrid } from './ValueGrid';

interface Point {
  t: number;
  value: number;
}

/** A series clipped to the window, with a time → value lookup. */
export interface PreparedSeries {
  id: string;
  label: string;
  color: ChartColor;
  points: readonly Point[];
  byTime: ReadonlyMap<number, number>;
  hidden: boolean;
}

interface PlotMarker {
  id: string;
  label: string;
  t: number;
}

type Source = 'pointer' | 'keyboard' | 'marker';

interface Active {
  index: number;
  source: Source;
}

export interface TimeSeriesPlotProps {
  /** Accessible name of the explorable plot (the chart title). */
  label: string;
  /** Id of the summary. */
  describedBy: string;
  keyboardHint: string;
  noValue: string;
  width: number;
  height: number;
  /** Least width of the value axis; wider when a label needs it. */
  axisWidth: number;
  tickCount: number;
  window: [number, number];
  rangeMs: number;
  yDomain: [number, number];
  /** Every instant with a point, sorted (keyboard positions). */
  times: readonly number[];
  series: readonly PreparedSeries[];
  markers: readonly PlotMarker[];
  variant: 'line' | 'area';
  formatValue: ValueFormatter;
  /** Formats value-axis ticks (short forms); default formatValue. */
  formatTick: ValueFormatter;
  formatTime: TimeFormatter;
  timeZone: string | undefined;
  /** From this instant on the figures are still being counted, and what to call that. */
  partial: { from: number; label: string } | undefined;
}

const RIGHT = 12;
const BOTTOM = 24;
const TOP = 8;
const FLAG_ROW = 24;

const seriesStyle = (color: ChartColor) => ({ '--chart-series': chartColor(color) }) as CSSProperties;

/** The drawing and exploration layer of TimeSeries (axes, lines, markers, tooltip, keyboard). */
export function TimeSeriesPlot({
  label,
  describedBy,
  keyboardHint,
  noValue,
  width,
  height,
  axisWidth: minAxisWidth,
  tickCount,
  window: [start, stop],
  rangeMs,
  yDomain,
  times,
  series,
  markers,
  variant,
  formatValue,
  formatTick,
  formatTime,
  timeZone,
  partial,
}: TimeSeriesPlotProps) {
  const hintId = useId();
  const [active, setActive] = useState<Active | null>(null);
  const visibleMarkers = markers.filter((m) => m.t >= start && m.t <= stop);
  const top = TOP + (visibleMarkers.length > 0 ? FLAG_ROW : 0);
  const innerHeight = Math.max(0, height - top - BOTTOM);
  const y = scaleLinear<number>({ domain: yDomain, range: [innerHeight, 0] });
  const yTicks = y.ticks(tickCount);
  const yLabels = yTicks.map((t) => formatTick(t));
  // The value axis is as wide as its longest label needs, so no label runs out of the chart on the left.
  const axisWidth = valueAxisWidth(yLabels, minAxisWidth);
  const innerWidth = Math.max(0, width - axisWidth - RIGHT);
  const x = scaleLinear<number>({ domain: [start, stop], range: [0, innerWidth] });
  const timeLabel = (t: number) =>
    formatTime(new Date(t), isLocalMidnight(t, timeZone) ? 'tickDate' : 'tickTime');
  // As many time ticks as their labels leave room for; the outer ones stay inside the chart.
  const spanAt = (step: number) => neighbourSpan(timeTicks(start, stop, step, timeZone).map(timeLabel));
  const xTicks = timeTicks(start, stop, tickStep(rangeMs, innerWidth, spanAt, TIME_LABEL_GAP), timeZone);
  const xLabels = placeTimeLabels(
    xTicks.map((t) => ({ t, x: x(t), text: timeLabel(t) })),
    -axisWidth,
    innerWidth + RIGHT,
  );
  const shown = series.filter((s) => !s.hidden);
  const partialX = partial && partial.from < stop ? x(Math.max(partial.from, start)) : undefined;

  const activeTime = active ? times[active.index] : undefined;
  const markerIndex = (m: PlotMarker) => nearestIndex(times, m.t);
  const activeMarkers = active ? visibleMarkers.filter((m) => markerIndex(m) === active.index) : [];
  const flagAlign = (m: PlotMarker) => (x(m.t) > innerWidth * 0.6 ? 'end' : 'start');
  // Each flag's label stops before its neighbour's line; one left without room is drawn compact.
  const byPosition = [...visibleMarkers].sort((a, b) => a.t - b.t);
  const layouts = layoutFlags(
    byPosition.map((m) => ({ x: axisWidth + x(m.t), align: flagAlign(m), width: flagWidth(m.label) })),
  );
  const flagLayout = new Map(byPosition.map((m, i) => [m.id, layouts[i]!]));

  const release = (source: Source) => setActive((a) => (a?.source === source ? null : a));

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      setActive(null);
      return;
    }
    const next = stepIndex(event.key, active?.index ?? times.length - 1, times.length);
    if (next === undefined) return;
    event.preventDefault();
    setActive({ index: next, source: 'keyboard' });
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    const t = x.invert(event.clientX - rect.left);
    setActive({ index: nearestIndex(times, t), source: 'pointer' });
  };

  const valueText = (s: PreparedSeries, t: number) => {
    const v = s.byTime.get(t);
    return v === undefined ? noValue : formatValue(v);
  };

  // An instant whose figures are still being counted says so wherever its time is read out.
  const timeText = (t: number) =>
    partial && t >= partial.from
      ? `${formatTime(new Date(t), 'full')} (${partial.label})`
      : formatTime(new Date(t), 'full');

  const announcement =
    active && activeTime !== undefined && active.source !== 'pointer'
      ? [
          timeText(activeTime),
          ...shown.map((s) => `${s.label} ${valueText(s, activeTime)}`),
          ...activeMarkers.map((m) => m.label),
        ].join(', ')
      : '';

  const activeX = activeTime === undefined ? 0 : x(activeTime);
  const alignEnd = activeX > innerWidth / 2;

  return (
    <Plot style={{ width, height }} data-active-index={active?.index ?? ''}>
      <Svg width={width} height={height} viewBox={`0 0 ${width} ${height}`} aria-hidden="true">
        <Group left={axisWidth} top={top}>
          {partialX !== undefined && partial ? (
            <g data-partial={new Date(Math.max(partial.from, start)).toISOString()}>
              <PartialBand
                x={partialX}
                y={0}
                width={Math.max(0, innerWidth - partialX)}
                height={innerHeight}
              />
              {innerWidth - partialX >= labelWidth(partial.label) + 8 ? (
                <PartialBandLabel x={innerWidth - 4} y={12} textAnchor="end">
                  {partial.label}
                </PartialBandLabel>
              ) : null}
            </g>
          ) : null}
          <ValueGrid ticks={yTicks} labels={yLabels} y={y} width={innerWidth} />
          <AxisLine x1={0} x2={innerWidth} y1={innerHeight} y2={innerHeight} />
          {xTicks.map((t) => (
            <AxisLine key={t} x1={x(t)} x2={x(t)} y1={innerHeight} y2={innerHeight + 4} />
          ))}
          {xLabels.map((l) => (
            <TickLabel
              key={l.t}
              x={l.labelX}
              y={innerHeight + 17}
              textAnchor="middle"
              data-time-tick={new Date(l.t).toISOString()}
              data-axis-label=""
            >
              {l.text}
            </TickLabel>
          ))}
          {shown.map((s) => {
            const parts = splitPartial(s.points, partial?.from);
            const line = (points: Point[], Path: typeof SeriesLine) => (
              <LinePath<Point> data={points} x={(p) => x(p.t)} y={(p) => y(p.value)}>
                {({ path }) => <Path d={path(points) ?? ''} />}
              </LinePath>
            );
            const area = (points: Point[], Path: typeof SeriesArea) => (
              <AreaClosed<Point> data={points} x={(p) => x(p.t)} y={(p) => y(p.value)} yScale={y}>
                {({ path }) => <Path d={path(points) ?? ''} />}
              </AreaClosed>
            );
            return (
              <g key={s.id} style={seriesStyle(s.color)} data-series={s.id}>
                {variant === 'area' && area(parts.complete, SeriesArea)}
                {variant === 'area' && parts.partial.length > 1 && area(parts.partial, PartialArea)}
                {line(parts.complete, SeriesLine)}
                {parts.partial.length > 0 ? (
                  <g data-series-partial="">{line(parts.partial, PartialLine)}</g>
                ) : null}
              </g>
            );
          })}
          {visibleMarkers.map((m) => (
            <MarkerLine
              key={m.id}
              x1={x(m.t)}
              x2={x(m.t)}
              y1={-FLAG_ROW + 18}
              y2={innerHeight}
              data-marker={m.id}
            />
          ))}
          {activeTime !== undefined && (
            <g data-crosshair="">
              <Crosshair x1={activeX} x2={activeX} y1={0} y2={innerHeight} />
              {shown.map((s) => {
                const v = s.byTime.get(activeTime);
                return v === undefined ? null : (
                  <ActiveDot key={s.id} cx={activeX} cy={y(v)} r={4} style={seriesStyle(s.color)} />
                );
              })}
            </g>
          )}
        </Group>
      </Svg>
      <Explorer
        role="application"
        tabIndex={0}
        aria-label={label}
        aria-describedby={`${describedBy} ${hintId}`}
        style={{ left: axisWidth, top, width: innerWidth, height: innerHeight }}
        onKeyDown={onKeyDown}
        onFocus={() => setActive((a) => a ?? { index: times.length - 1, source: 'keyboard' })}
        onBlur={() => release('keyboard')}
        onPointerMove={onPointerMove}
        onPointerLeave={() => release('pointer')}
      />
      {visibleMarkers.map((m) => {
        const mx = axisWidth + x(m.t);
        const layout = flagLayout.get(m.id);
        return (
          <MarkerFlag
            key={m.id}
            style={{ left: mx, maxWidth: layout?.maxWidth }}
            data-align={flagAlign(m)}
            data-compact={layout?.compact ?? false}
            data-active={activeMarkers.includes(m)}
            aria-label={`${m.label}, ${formatTime(new Date(m.t), 'full')}`}
            onFocus={() => setActive({ index: markerIndex(m), source: 'marker' })}
            onBlur={() => release('marker')}
            onHoverStart={() => setActive({ index: markerIndex(m), source: 'pointer' })}
            onHoverEnd={() => release('pointer')}
          >
            {m.label}
          </MarkerFlag>
        );
      })}
      {active && activeTime !== undefined && (
        <TooltipBox
          aria-hidden="true"
          data-tooltip=""
          data-align={alignEnd ? 'end' : 'start'}
          style={{ left: axisWidth + activeX + (alignEnd ? -12 : 12), top: top + 4 }}
        >
          <TooltipTime>{timeText(activeTime)}</TooltipTime>
          <TooltipList>
            {shown.map((s) => (
              <li key={s.id} style={seriesStyle(s.color)}>
                <Swatch aria-hidden="true" />
                <span>{s.label}</span>
                <TooltipValue>{valueText(s, activeTime)}</TooltipValue>
              </li>
            ))}
          </TooltipList>
          {activeMarkers.map((m) => (
            <TooltipMarker key={m.id}>{m.label}</TooltipMarker>
          ))}
        </TooltipBox>
      )}
      <VisuallyHidden id={hintId}>{keyboardHint}</VisuallyHidden>
      <VisuallyHidden aria-live="polite" data-announcement="">
        {announcement}
      </VisuallyHidden>
    </Plot>
  );
}
