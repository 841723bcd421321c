import type { CSSProperties } from 'react';
import { Pie } from '@visx/shape';
import { Group } from '@visx/group';
import { ChartFrame, defaultFormat } from './Charts';
import type { ChartBaseProps, ChartDatum, ChartGraphicProps, ValueFormatter } from './Charts';
import {
  CenterLabel,
  CenterValue,
  DonutLayout,
  Legend,
  LegendItem,
  LegendValue,
  Svg,
  Swatch,
} from './Charts.styles';
import { ArcPath, Track } from './DonutChart.styles';
import { chartColor } from './palette';
import type { ChartColor } from './palette';
import { dataAttributes } from '../foundations/dataAttributes';

export interface DonutChartProps extends ChartBaseProps {
  /** Caption under the centre total, e.g. "Total". */
  totalLabel: string;
  /** Formats the centre total; default `formatValue`. */
  formatTotal?: ValueFormatter;
  /** Ring thickness in px. Default 20% of the diameter. */
  thickness?: number;
  /** Start with the table view. */
  defaultShowTable?: boolean;
}

/** Sum of the (non-negative) values; negative values are not drawn and do not count. */
export function donutTotal(data: readonly ChartDatum[]): number {
  return data.reduce((sum, d) => sum + Math.max(0, d.value), 0);
}

const seriesStyle = (color: ChartColor) => ({ '--chart-series': chartColor(color) }) as CSSProperties;

/** Parts of a whole as arcs of a ring, with the total in the centre and a legend. */
export function DonutChart({
  title,
  summary,
  data,
  strings,
  formatValue = defaultFormat,
  formatTotal,
  totalLabel,
  width,
  height,
  thickness,
  defaultShowTable,
  className,
  ...rest
}: DonutChartProps) {
  // Fluid (no width): the ring is as tall as `height` and shrinks only when the container is narrower.
  const fluid = width === undefined;
  return (
    <ChartFrame
      {...dataAttributes(rest)}
      className={className}
      title={title}
      summary={summary}
      data={data}
      strings={strings}
      formatValue={formatValue}
      defaultShowTable={defaultShowTable}
      fluid={fluid}
    >
      {(graphic, size) => (
        <DonutLayout>
          <DonutGraphic
            graphicProps={graphic}
            data={data}
            width={width ?? Math.min(height, size.width)}
            height={height}
            thickness={thickness}
            totalText={(formatTotal ?? formatValue)(donutTotal(data))}
            totalLabel={totalLabel}
          />
          <Legend>
            {data.map((d, i) => (
              <LegendItem key={`${d.label}-${i}`}>
                <Swatch style={seriesStyle(d.color ?? i)} aria-hidden="true" />
                <span>{d.label}</span>
                <LegendValue>{formatValue(d.value)}</LegendValue>
              </LegendItem>
            ))}
          </Legend>
        </DonutLayout>
      )}
    </ChartFrame>
  );
}

interface DonutGraphicProps {
  graphicProps: ChartGraphicProps;
  data: readonly ChartDatum[];
  width: number;
  height: number;
  thickness: number | undefined;
  totalText: string;
  totalLabel: string;
}

function DonutGraphic({
  graphicProps,
  data,
  width,
  height,
  thickness,
  totalText,
  totalLabel,
}: DonutGraphicProps) {
  const size = Math.min(width, height);
  const outer = size / 2;
  const inner = Math.max(0, outer - (thickness ?? size * 0.2));
  const indexed = data.map((d, i) => ({ ...d, index: i })).filter((d) => d.value > 0);

  return (
    <Svg {...graphicProps} width={width} height={height} viewBox={`0 0 ${width} ${height}`}>
      <Group left={width / 2} top={height / 2}>
        <Track r={(outer + inner) / 2} strokeWidth={outer - inner} />
        <Pie
          data={indexed}
          pieValue={(d) => d.value}
          pieSortValues={null}
          outerRadius={outer}
          innerRadius={inner}
        >
          {(pie) =>
            pie.arcs.map((arc) => (
              <ArcPath
                key={`${arc.data.label}-${arc.data.index}`}
                d={pie.path(arc) ?? ''}
                style={seriesStyle(arc.data.color ?? arc.data.index)}
                data-value={arc.data.value}
              />
            ))
          }
        </Pie>
        <CenterValue textAnchor="middle" y={0}>
          {totalText}
        </CenterValue>
        <CenterLabel textAnchor="middle" y={18}>
          {totalLabel}
        </CenterLabel>
      </Group>
    </Svg>
  );
}
