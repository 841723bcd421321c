import type { CSSProperties } from 'react';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { ChartFrame, defaultFormat } from './Charts';
import type { ChartBaseProps, ChartGraphicProps, ChartSize } from './Charts';
import { AxisLine, Svg, TickLabel } from './Charts.styles';
import { BarRect } from './BarChart.styles';
import { chartColor } from './palette';
import type { ChartColor } from './palette';
import { labelWidth, valueAxisWidth } from './axisLabels';
import { ValueGrid } from './ValueGrid';
import { dataAttributes } from '../foundations/dataAttributes';

export interface BarChartProps extends ChartBaseProps {
  /** Approximate number of value-axis ticks. Default 4. */
  tickCount?: number;
  /** Least width of the value axis in px; it widens when a tick label needs more. Default 48. */
  axisWidth?: number;
  /** Formats the value axis' ticks (a short form); default `formatValue`. */
  formatTick?: (value: number) => string;
  /** Colour of the bars without one of their own (a meaning or a categorical index). Default 0 (accent). */
  series?: ChartColor;
  /** Start with the table view. */
  defaultShowTable?: boolean;
}

const TOP = 8;
const BOTTOM = 24;
const RIGHT = 4;

/** The value domain of a bar chart: always includes zero, rounded to nice ticks. */
export function barDomain(values: readonly number[], tickCount: number): [number, number] {
  const lo = Math.min(0, ...values);
  const hi = Math.max(0, ...values);
  const scale = scaleLinear<number>({ domain: [lo, hi === lo ? lo + 1 : hi], nice: tickCount });
  const [a = lo, b = hi] = scale.domain();
  return [a, b];
}

/** Vertical bars of one series, with a value axis and category labels. */
export function BarChart({
  title,
  summary,
  data,
  strings,
  formatValue = defaultFormat,
  width,
  height,
  tickCount = 4,
  axisWidth: minAxisWidth = 48,
  formatTick,
  series = 0,
  defaultShowTable,
  className,
  ...rest
}: BarChartProps) {
  const innerHeight = Math.max(0, height - TOP - BOTTOM);
  const y = scaleLinear<number>({
    domain: barDomain(
      data.map((d) => d.value),
      tickCount,
    ),
    range: [innerHeight, 0],
  });
  const ticks = y.ticks(tickCount);
  const tickLabels = ticks.map((t) => (formatTick ?? formatValue)(t));
  // The value axis is as wide as its longest label needs, so no label runs out of the chart on the left.
  const axisWidth = valueAxisWidth(tickLabels, minAxisWidth);
  const zero = y(0);
  const style = { '--chart-series': chartColor(series) } as CSSProperties;
  const barStyle = (color: ChartColor | undefined) =>
    color === undefined ? undefined : ({ '--chart-series': chartColor(color) } as CSSProperties);

  const graphic = (graphicProps: ChartGraphicProps, { width: w }: ChartSize) => {
    const innerWidth = Math.max(0, w - axisWidth - RIGHT);
    const x = scaleBand<string>({
      domain: data.map((_d, i) => String(i)),
      range: [0, innerWidth],
      padding: 0.3,
    });
    // Category labels every `every`-th bar, as densely as their widths allow (all of them when they fit).
    const widest = data.reduce((m, d) => Math.max(m, labelWidth(d.label)), 0);
    const every = Math.max(1, Math.ceil((widest + 4) / Math.max(1, x.step())));
    return (
      <Svg {...graphicProps} width={w} height={height} viewBox={`0 0 ${w} ${height}`} style={style}>
        <Group left={axisWidth} top={TOP}>
          <ValueGrid ticks={ticks} labels={tickLabels} y={y} width={innerWidth} />
          {data.map((d, i) => (
            <BarRect
              key={`${d.label}-${i}`}
              x={x(String(i)) ?? 0}
              y={Math.min(y(d.value), zero)}
              width={x.bandwidth()}
              height={Math.abs(y(d.value) - zero)}
              style={barStyle(d.color)}
              data-value={d.value}
            />
          ))}
          <AxisLine x1={0} x2={innerWidth} y1={zero} y2={zero} />
          {data.map((d, i) =>
            i % every === 0 ? (
              <TickLabel
                key={`${d.label}-${i}`}
                x={(x(String(i)) ?? 0) + x.bandwidth() / 2}
                y={innerHeight + 16}
                textAnchor="middle"
                data-axis-label=""
              >
                {d.label}
              </TickLabel>
            ) : null,
          )}
        </Group>
      </Svg>
    );
  };

  return (
    <ChartFrame
      {...dataAttributes(rest)}
      className={className}
      title={title}
      summary={summary}
      data={data}
      strings={strings}
      formatValue={formatValue}
      width={width}
      defaultShowTable={defaultShowTable}
    >
      {graphic}
    </ChartFrame>
  );
}
