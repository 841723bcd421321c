import { useId } from 'react';
import type { CSSProperties } from 'react';
import { AreaClosed, LinePath } from '@visx/shape';
import { scaleLinear } from '@visx/scale';
import { ChartFrame } from './Charts';
import type { ChartDatum, ChartGraphicProps, ChartSize, ChartStrings, ValueFormatter } from './Charts';
import { useElementWidth } from './useElementWidth';
import { Svg, VisuallyHidden } from './Charts.styles';
import { chartColor } from './palette';
import type { ChartColor } from './palette';
import { Area, Bare, Line, Marker } from './Sparkline.styles';
import { dataAttributes } from '../foundations/dataAttributes';
import type { DataAttributes } from '../foundations/dataAttributes';

export interface SparklineProps extends DataAttributes {
  /** Accessible name of the graphic (and the visible title when framed). */
  title: string;
  /** A sentence describing the trend, read by screen readers. */
  summary: string;
  data: readonly ChartDatum[];
  /** Fixed width in px. Omitted: follows the width of its container (give the container a width). */
  width?: number;
  /** Fixed height in px. Default 32. */
  height?: number;
  /** Fill the area under the line. */
  showArea?: boolean;
  /** Mark the lowest and highest points. */
  showMinMax?: boolean;
  /** Line colour: a meaning of `chartMeanings` or a categorical index. Default 0 (accent). */
  series?: ChartColor;
  /**
   * Table-view labels. Given: the sparkline is framed (title, toggle, table view). Omitted: a bare graphic for
   * slots such as StatCard's `sparkline`, where the card shows the figure.
   */
  strings?: ChartStrings;
  formatValue?: ValueFormatter;
  className?: string;
}

const PAD = 3;

/** Indexes of the lowest and highest values (first occurrence). */
export function extremes(values: readonly number[]): { min: number; max: number } {
  let min = 0;
  let max = 0;
  values.forEach((v, i) => {
    if (v < (values[min] ?? v)) min = i;
    if (v > (values[max] ?? v)) max = i;
  });
  return { min, max };
}

/** A small trend line (optionally with area and min/max markers), without axes. */
export function Sparkline({
  title,
  summary,
  data,
  width,
  height = 32,
  showArea = false,
  showMinMax = false,
  series = 0,
  strings,
  formatValue,
  className,
  ...rest
}: SparklineProps) {
  const summaryId = useId();
  const [bareRef, measured] = useElementWidth<HTMLSpanElement>(width === undefined && !strings);
  const values = data.map((d) => d.value);
  const lo = values.length > 0 ? Math.min(...values) : 0;
  const hi = values.length > 0 ? Math.max(...values) : 0;
  const y = scaleLinear<number>({
    domain: lo === hi ? [lo - 1, hi + 1] : [lo, hi],
    range: [height - PAD, PAD],
  });
  const py = (d: ChartDatum) => y(d.value);
  const { min, max } = extremes(values);
  const style = { '--chart-series': chartColor(series) } as CSSProperties;

  const graphic = (props: ChartGraphicProps, { width: w }: ChartSize) => {
    const x = scaleLinear<number>({
      domain: [0, Math.max(data.length - 1, 1)],
      range: [PAD, w - PAD],
    });
    const px = (_d: ChartDatum, i: number) => x(i);
    return (
      <Svg {...props} width={w} height={height} viewBox={`0 0 ${w} ${height}`} style={style}>
        {showArea && (
          <AreaClosed<ChartDatum> data={[...data]} x={px} y={py} yScale={y}>
            {({ path }) => <Area d={path([...data]) ?? ''} />}
          </AreaClosed>
        )}
        <LinePath<ChartDatum> data={[...data]} x={px} y={py}>
          {({ path }) => <Line d={path([...data]) ?? ''} />}
        </LinePath>
        {showMinMax && data.length > 1 && (
          <>
            <Marker cx={x(min)} cy={y(values[min] ?? 0)} r={2.5} data-marker="min" />
            <Marker cx={x(max)} cy={y(values[max] ?? 0)} r={2.5} data-marker="max" />
          </>
        )}
      </Svg>
    );
  };

  if (strings) {
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
      >
        {graphic}
      </ChartFrame>
    );
  }
  return (
    <Bare
      {...dataAttributes(rest)}
      className={className}
      ref={bareRef}
      data-sizing={width === undefined ? 'fluid' : 'fixed'}
    >
      {(width ?? measured) > 0 &&
        graphic(
          { role: 'img', 'aria-label': title, 'aria-describedby': summaryId },
          { width: width ?? measured },
        )}
      <VisuallyHidden id={summaryId}>{summary}</VisuallyHidden>
    </Bare>
  );
}
