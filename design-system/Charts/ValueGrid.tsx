import { GridLine, TickLabel } from './Charts.styles';
import { VALUE_LABEL_GAP } from './axisLabels';

export interface ValueGridProps {
  /** The value axis' ticks, bottom to top. */
  ticks: readonly number[];
  /** Each tick's label (same order as `ticks`). */
  labels: readonly string[];
  /** Plot y of a value. */
  y: (value: number) => number;
  /** Width of the plot the gridlines span. */
  width: number;
}

/** A chart's value axis: a gridline across the plot per tick, its label VALUE_LABEL_GAP px left of the plot. */
export function ValueGrid({ ticks, labels, y, width }: ValueGridProps) {
  return (
    <>
      {ticks.map((t, i) => (
        <g key={t} data-tick={t}>
          <GridLine x1={0} x2={width} y1={y(t)} y2={y(t)} />
          <TickLabel
            x={-VALUE_LABEL_GAP}
            y={y(t)}
            textAnchor="end"
            dominantBaseline="middle"
            data-axis-label=""
          >
            {labels[i]}
          </TickLabel>
        </g>
      ))}
    </>
  );
}
